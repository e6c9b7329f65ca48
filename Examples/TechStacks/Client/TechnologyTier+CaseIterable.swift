import ServiceStack

extension TechnologyTier: CaseIterable {
    /// Every tier, in techstacks.io's order (pickers list them this way).
    public static var allCases: [TechnologyTier] {
        [
            .ProgrammingLanguage, .Client, .Http, .Server, .Data, .SoftwareInfrastructure, .OperatingSystem,
            .HardwareInfrastructure, .ThirdPartyServices,
        ]
    }
}

// Payload-free enums of generated code, declared in another file; they hold nothing that could race.
extension TechnologyTier: @unchecked Sendable {}
extension ChangeAction: @unchecked Sendable {}
