import ArgumentParser
import TechStacksClient

/// A technology's fields on the command line; only those given are changed.
struct TechnologyFieldOptions: ParsableArguments {
    @ArgumentParser.Option(help: "The name.") var name: String?
    @ArgumentParser.Option(help: "The URL slug (new technologies only; default: made from the name).") var slug: String?
    @ArgumentParser.Option(help: "The vendor's name.") var vendor: String?
    @ArgumentParser.Option(help: "The vendor's web site.") var vendorUrl: String?
    @ArgumentParser.Option(help: "The product's web site.") var productUrl: String?
    @ArgumentParser.Option(help: "The logo's URL.") var logoUrl: String?
    @ArgumentParser.Option(help: "What it is.") var description: String?
    @ArgumentParser.Option(help: "The tier: \(TechnologyTier.allNames).") var tier: String?

    func validate() throws {
        if let tier, TechnologyTier(named: tier) == nil {
            throw ValidationError("Unknown tier '\(tier)'; one of \(TechnologyTier.allNames)")
        }
    }

    @MainActor
    func apply(to form: TechnologyForm) {
        if let name { form.name = name }
        if let slug { form.slug = slug }
        if let vendor { form.vendorName = vendor }
        if let vendorUrl { form.vendorUrl = vendorUrl }
        if let productUrl { form.productUrl = productUrl }
        if let logoUrl { form.logoUrl = logoUrl }
        if let description { form.description = description }
        if let tier { form.tier = TechnologyTier(named: tier) }
    }
}

/// A stack's fields on the command line; only those given are changed.
struct StackFieldOptions: ParsableArguments {
    @ArgumentParser.Option(help: "The name.") var name: String?
    @ArgumentParser.Option(help: "The URL slug (new stacks only; default: made from the name).") var slug: String?
    @ArgumentParser.Option(help: "The vendor's name.") var vendor: String?
    @ArgumentParser.Option(help: "The app's web site.") var appUrl: String?
    @ArgumentParser.Option(help: "A screenshot's URL.") var screenshotUrl: String?
    @ArgumentParser.Option(help: "What it is.") var description: String?
    @ArgumentParser.Option(help: "More about how it is built.") var details: String?
    @ArgumentParser.Option(
        name: .customLong("tech"), help: "A technology it uses, by slug or id (repeat; replaces the list).")
    var technologies: [String] = []

    @MainActor
    func apply(to form: TechnologyStackForm, session: ConsoleSession) async throws {
        if let name { form.name = name }
        if let slug { form.slug = slug }
        if let vendor { form.vendorName = vendor }
        if let appUrl { form.appUrl = appUrl }
        if let screenshotUrl { form.screenshotUrl = screenshotUrl }
        if let description { form.description = description }
        if let details { form.details = details }
        if !technologies.isEmpty {
            var ids: [Int] = []
            for technology in technologies {
                ids.append(try await Self.technologyId(technology, session: session))
            }
            form.technologyIds = ids
        }
    }

    @MainActor
    private static func technologyId(_ slugOrId: String, session: ConsoleSession) async throws -> Int {
        if let id = Int(slugOrId) { return id }
        let response = try await session.call("Looking up \(slugOrId)") {
            try await session.data.technology(slug: slugOrId)
        }
        guard let id = response.technology?.id else { throw ValidationFailure("No technology '\(slugOrId)'") }
        return id
    }
}

extension TechnologyTier {
    /// The tier whose name is `name`, ignoring case.
    init?(named name: String) {
        guard let tier = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = tier
    }

    static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
