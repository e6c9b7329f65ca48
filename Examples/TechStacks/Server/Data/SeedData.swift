import Foundation

/// The demo's rows, made by a deterministic generator: the same seed always gives the same data.
struct SeedData {
    var technologies: [Technology] = []
    var stacks: [TechnologyStack] = []
    var choices: [TechnologyChoice] = []

    static let defaultStackCount = 150
    private static let epoch = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01

    /// Generates every technology of `SeedCatalog` and `stackCount` stacks built from them.
    static func generate(seed: UInt64 = 7, stackCount: Int = defaultStackCount) -> SeedData {
        var random = SeededRandom(seed: seed)
        var data = SeedData()
        data.technologies = makeTechnologies(using: &random)
        let byTier = Dictionary(grouping: data.technologies) { $0.tier ?? .Server }
        for (offset, name) in stackNames(count: stackCount, using: &random).enumerated() {
            let stack = makeStack(id: offset + 1, name: name, using: &random)
            var picked: [Technology] = []
            for tier in TechnologyTier.allCases {
                let candidates = byTier[tier] ?? []
                for _ in 0..<choiceCount(for: tier, using: &random) where !candidates.isEmpty {
                    let technology = candidates[random.skewedIndex(below: candidates.count)]
                    if !picked.contains(where: { $0 === technology }) { picked.append(technology) }
                }
            }
            let language = picked.first?.name ?? "Swift"
            stack.description =
                "\(name) is \(SeedCatalog.stackKinds.randomElement(using: &random) ?? "an app") built with \(language)."
            stack.details = "## \(name)\n\nBuilt on " + picked.compactMap(\.name).joined(separator: ", ") + "."
            stack.detailsHtml =
                "<h2>\(name)</h2><p>Built on " + picked.compactMap(\.name).joined(separator: ", ") + ".</p>"
            for technology in picked {
                data.choices.append(
                    TechnologyChoice(
                        id: data.choices.count + 1, technologyId: technology.id ?? 0, technologyStackId: offset + 1,
                        justification: "\(technology.name ?? "It") fits \(name)'s \(technology.tier?.title ?? "stack")."
                    ))
            }
            data.stacks.append(stack)
        }
        return data
    }

    private static func makeTechnologies(using random: inout SeededRandom) -> [Technology] {
        var technologies: [Technology] = []
        var slugs: Set<String> = []
        for tier in TechnologyTier.allCases {
            for entry in SeedCatalog.technologies[tier] ?? [] {
                let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
                guard let name = parts.first else { continue }
                var slug = Slug.make(name)
                while slugs.contains(slug) { slug += "-\(tier.rawValue.lowercased())" }
                slugs.insert(slug)
                let technology = Technology()
                technology.id = technologies.count + 1
                technology.name = name
                technology.vendorName = parts.count > 1 ? parts[1] : nil
                technology.vendorUrl = "https://example.org/vendors/\(Slug.make(technology.vendorName ?? name))"
                technology.productUrl = "https://example.org/products/\(slug)"
                technology.logoUrl = "/logos/\(slug)"
                technology.description =
                    "\(name) by \(technology.vendorName ?? "its community"): \(tier.title.lowercased())."
                technology.slug = slug
                technology.tier = tier
                technology.logoApproved = true
                technology.isLocked = false
                technology.createdBy = SeedCatalog.userNames.randomElement(using: &random)
                technology.ownerId = technology.createdBy
                technology.created = epoch.addingTimeInterval(Double(random.next() % 365) * 86_400)
                technology.lastModified = technology.created?.addingTimeInterval(Double(random.next() % 400) * 86_400)
                technology.lastModifiedBy = technology.createdBy
                technology.viewCount = Int(random.next() % 5_000)
                technology.favCount = Int(random.next() % 300)
                technologies.append(technology)
            }
        }
        return technologies
    }

    private static func stackNames(count: Int, using random: inout SeededRandom) -> [String] {
        let all = SeedCatalog.stackPrefixes.flatMap { prefix in SeedCatalog.stackSuffixes.map { "\(prefix) \($0)" } }
        return Array(all.shuffled(using: &random).prefix(count))
    }

    private static func makeStack(id: Int, name: String, using random: inout SeededRandom) -> TechnologyStack {
        let stack = TechnologyStack()
        let slug = Slug.make(name)
        stack.id = id
        stack.name = name
        stack.slug = slug
        stack.vendorName = name.split(separator: " ").first.map(String.init)
        stack.appUrl = "https://\(slug).example.com"
        stack.screenshotUrl = "/logos/\(slug)"
        stack.createdBy = SeedCatalog.userNames.randomElement(using: &random)
        stack.ownerId = stack.createdBy
        stack.lastModifiedBy = stack.createdBy
        stack.created = epoch.addingTimeInterval(Double(id) * 86_400 * 5)
        stack.lastModified = stack.created?.addingTimeInterval(Double(random.next() % 200) * 86_400)
        stack.isLocked = false
        stack.viewCount = Int(random.next() % 20_000)
        stack.favCount = Int(random.next() % 500)
        return stack
    }

    /// How many technologies of `tier` a stack picks.
    private static func choiceCount(for tier: TechnologyTier, using random: inout SeededRandom) -> Int {
        switch tier {
        case .ProgrammingLanguage, .Http, .OperatingSystem: 1 + Int(random.next() % 2)
        case .Client, .Data, .HardwareInfrastructure: 1 + Int(random.next() % 2)
        case .Server, .SoftwareInfrastructure: 1 + Int(random.next() % 3)
        case .ThirdPartyServices: Int(random.next() % 4)
        }
    }
}
