/// The layer of a stack a technology belongs to, with techstacks.io's member names (its wire values).
// swift-format-ignore: AlwaysUseLowerCamelCase
enum TechnologyTier: String, Codable, CaseIterable, Sendable {
    case ProgrammingLanguage
    case Client
    case Http
    case Server
    case Data
    case SoftwareInfrastructure
    case OperatingSystem
    case HardwareInfrastructure
    case ThirdPartyServices

    /// The label the apps show for the tier.
    var title: String {
        switch self {
        case .ProgrammingLanguage: "Programming Languages"
        case .Client: "Client Libraries"
        case .Http: "HTTP Server Technologies"
        case .Server: "Server Libraries"
        case .Data: "Databases and NoSQL Data Stores"
        case .SoftwareInfrastructure: "Server Software"
        case .OperatingSystem: "Operating Systems"
        case .HardwareInfrastructure: "Hosting and Hardware Infrastructure"
        case .ThirdPartyServices: "3rd Party API Services"
        }
    }
}
