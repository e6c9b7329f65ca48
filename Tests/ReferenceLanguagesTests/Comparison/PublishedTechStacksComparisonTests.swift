import Foundation
import ServiceStackServerTesting
import TechStacksServer
import Testing

/// Our TechStacks server's `/types/typescript` and `/types/python` against what ServiceStack generated for
/// techstacks.io (`techstacks.dtos.ts` from servicestack-client's `test/dtos/`, `techstacks_dtos.py` from
/// servicestack-python's `tests/`), read from the folder `SERVICESTACK_PUBLISHED_DTOS` names. For every class both
/// outputs declare: the same base, interfaces (incl. `IReturn<T>`), property names and types. A difference not in
/// `accepted` fails; the summary says how many classes were compared and how many differ.
@Suite(
    .enabled(
        if: PublishedDtosFolder.url != nil,
        "SERVICESTACK_PUBLISHED_DTOS names no folder with ServiceStack's techstacks.dtos.ts and techstacks_dtos.py"))
struct PublishedTechStacksComparisonTests {
    /// The differences the project accepts, by `DtoDifference.key`, grouped under why.
    static let acceptedGroups: [(reason: String, keys: [String])] = [
        (
            "our TechStacks DTOs declare these value-type fields optional (Swift `Int?`, `Bool?`, `Date?`), so they are "
                + "Nullable in our metadata and Optional[...] in Python (TypeScript does not spell nullability)",
            [
                "python AppOverview property reload", "python AppOverviewResponse property created",
                "python CreateTechnology property is_locked", "python CreateTechnologyStack property is_locked",
                "python DeleteTechnology property id", "python DeleteTechnologyStack property id",
                "python GetAllTechnologiesResponse property total",
                "python GetAllTechnologyStacksResponse property total", "python GetTechnologyResponse property created",
                "python GetTechnologyStackResponse property created", "python Overview property reload",
                "python OverviewResponse property created", "python TechnologyBase property created",
                "python TechnologyBase property fav_count", "python TechnologyBase property id",
                "python TechnologyBase property is_locked", "python TechnologyBase property last_modified",
                "python TechnologyBase property logo_approved", "python TechnologyBase property view_count",
                "python TechnologyInStack property technology_id",
                "python TechnologyInStack property technology_stack_id", "python TechnologyInfo property stacks_count",
                "python TechnologyStackBase property created", "python TechnologyStackBase property fav_count",
                "python TechnologyStackBase property id", "python TechnologyStackBase property is_locked",
                "python TechnologyStackBase property last_modified", "python TechnologyStackBase property view_count",
                "python UpdateTechnology property id", "python UpdateTechnology property is_locked",
                "python UpdateTechnologyStack property id", "python UpdateTechnologyStack property is_locked",
                "python UserInfo property stacks_count",
            ]
        ),
        (
            "techstacks.io's GetTechnology/GetTechnologyStack implement its own IRegisterStats; our server does not",
            [
                "python GetTechnology interfaces", "python GetTechnologyStack interfaces",
                "typescript GetTechnology interfaces", "typescript GetTechnologyStack interfaces",
            ]
        ),
        (
            "our TechStacks server does not implement organizations, so OverviewResponse has no AllOrganizations",
            [
                "python OverviewResponse property all_organizations",
                "typescript OverviewResponse property allOrganizations",
            ]
        ),
        (
            "techstacks.dtos.ts is from ServiceStack 5.133, whose Authenticate still had the digest/OAuth 1 fields and "
                + "no ReturnUrl; ours has the current ServiceStack shape (techstacks_dtos.py, from 8.41, leaves it out)",
            [
                "typescript Authenticate property cnonce", "typescript Authenticate property nc",
                "typescript Authenticate property nonce", "typescript Authenticate property oauth_token",
                "typescript Authenticate property oauth_verifier", "typescript Authenticate property qop",
                "typescript Authenticate property response", "typescript Authenticate property returnUrl",
                "typescript Authenticate property scope", "typescript Authenticate property state",
                "typescript Authenticate property uri", "typescript Authenticate property useTokenCookie",
            ]
        ),
        (
            "AuthenticateResponse: AuthProvider and RefreshTokenExpiry came after 5.133; our TypeScript writes only "
                + "the verb markers in `implements`, not IHasSessionId/IHasBearerToken, which our output does not declare",
            [
                "typescript AuthenticateResponse interfaces", "typescript AuthenticateResponse property authProvider",
                "typescript AuthenticateResponse property refreshTokenExpiry",
            ]
        ),
        (
            "techstacks.io's AutoQuery requests declare IGet themselves; ours do not (verbs come from the routes)",
            [
                "typescript FindTechStacks interfaces", "typescript FindTechnologies interfaces",
                "typescript QueryTechStacks interfaces", "typescript QueryTechnology interfaces",
            ]
        ),
    ]

    static let accepted: [String: String] = Dictionary(
        acceptedGroups.flatMap { group in group.keys.map { ($0, group.reason) } },
        uniquingKeysWith: { first, _ in first })

    @Test func typeScriptMatchesPublished() async throws {
        let published = try Self.published("techstacks.dtos.ts")
        let ours = try await Self.ours("types/typescript")
        try Self.compare(
            language: "typescript", ours: TypeScriptStructureReader.read(ours),
            published: PublishedNormalization.typeScript(TypeScriptStructureReader.read(published)))
    }

    @Test func pythonMatchesPublished() async throws {
        let published = try Self.published("techstacks_dtos.py")
        let ours = try await Self.ours("types/python")
        try Self.compare(
            language: "python", ours: PythonStructureReader.read(ours),
            published: PublishedNormalization.python(PythonStructureReader.read(published)))
    }

    static func published(_ name: String) throws -> String {
        let folder = try #require(PublishedDtosFolder.url)
        return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The text our TechStacks host serves at `path`, in process over a fresh in-memory database.
    static func ours(_ path: String) async throws -> String {
        let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
        do {
            let response = try await host.test(.inMemory) { client in try await client.execute("GET", path) }
            await storage.close()
            #expect(response.status == 200, "\(path): \(response.text)")
            return response.text
        } catch {
            await storage.close()
            throw error
        }
    }

    static func compare(
        language: String, ours: [String: DtoStructure], published: [String: DtoStructure]
    ) throws {
        let shared = Set(ours.keys).intersection(published.keys).sorted()
        #expect(shared.count > 30, "too few shared classes: the reader no longer understands an output")
        var differing: Set<String> = []
        var acceptedSeen: Set<String> = []
        for name in shared {
            guard let our = ours[name], let theirs = published[name] else { continue }
            for difference in our.differences(from: theirs, language: language) {
                differing.insert(name)
                if accepted[difference.key] != nil {
                    acceptedSeen.insert(difference.key)
                } else {
                    Issue.record("unexpected difference: \(difference)")
                }
            }
        }
        let stale = accepted.keys.filter { $0.hasPrefix(language + " ") && !acceptedSeen.contains($0) }.sorted()
        print(
            """
            [\(language)] shared classes: \(shared.count), differing: \(differing.count), \
            accepted differences: \(acceptedSeen.count), only ours: \(ours.count - shared.count), \
            only published: \(published.count - shared.count)
            """)
        for key in stale { print("[\(language)] accepted difference no longer seen: \(key)") }
    }
}

/// The folder `SERVICESTACK_PUBLISHED_DTOS` names, if any.
enum PublishedDtosFolder {
    static let url = ProcessInfo.processInfo.environment["SERVICESTACK_PUBLISHED_DTOS"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }
}
