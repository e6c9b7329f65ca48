import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// Registers techstacks.io's write operations as AutoQuery CRUD services for signed-in users, each announcing
/// its change on the `techstacks` Server Events channel once committed.
enum TechStacksWriteServices {
    static func register(
        on host: ServiceStackHost, autoQuery: AutoQueryFeature, repository: TechStacksRepository,
        changes: ChangeFeed
    ) throws {
        try autoQuery.register(
            CreateTechnology.self, requiresAuth: true,
            options: technologyOptions(
                autoPopulate: created, beforeWrite: { row, write in try SlugRule.fill(&row, name: write.request.name) },
                changes: changes, repository: repository), on: host)
        try autoQuery.register(
            UpdateTechnology.self, requiresAuth: true,
            options: technologyOptions(autoPopulate: modified, changes: changes, repository: repository), on: host)
        // The technology leaves every stack with it: the database cascades the delete to its choices.
        try autoQuery.register(
            DeleteTechnology.self, requiresAuth: true,
            options: technologyOptions(changes: changes, repository: repository), on: host)

        try autoQuery.register(
            CreateTechnologyStack.self, requiresAuth: true,
            options: stackOptions(
                autoPopulate: created, beforeWrite: { row, write in try SlugRule.fill(&row, name: write.request.name) },
                technologyIds: { $0.technologyIds }, changes: changes, repository: repository), on: host)
        try autoQuery.register(
            UpdateTechnologyStack.self, requiresAuth: true,
            options: stackOptions(
                autoPopulate: modified, technologyIds: { $0.technologyIds ?? [] }, changes: changes,
                repository: repository), on: host)
        try autoQuery.register(
            DeleteTechnologyStack.self, requiresAuth: true,
            options: stackOptions(technologyIds: { _ in nil }, changes: changes, repository: repository), on: host)
    }

    /// techstacks.io's own audit columns, filled from the signed-in user.
    private static let created: [AutoPopulate] =
        [
            AutoPopulate("created", .utcNow), AutoPopulate("createdBy", .userAuthName),
            AutoPopulate("ownerId", .userAuthId),
        ] + modified

    private static let modified: [AutoPopulate] = [
        AutoPopulate("lastModified", .utcNow), AutoPopulate("lastModifiedBy", .userAuthName),
    ]

    private static func technologyOptions<Request>(
        autoPopulate: [AutoPopulate] = [],
        beforeWrite: (@Sendable (inout CrudRow, CrudWriteContext<Request>) async throws -> Void)? = nil,
        changes: ChangeFeed, repository: TechStacksRepository
    ) -> CrudOptions<Request> {
        var options = CrudOptions<Request>()
        options.maxLengths = ["name": TechStacksLimits.maxNameLength, "slug": Slug.maxLength]
        options.autoPopulate = autoPopulate
        options.beforeWrite = beforeWrite
        options.afterCommit = { outcome in
            await changes.technologyChanged(outcome, repository: repository)
        }
        return options
    }

    /// Options for stack writes; `technologyIds` gives the stack's technologies after the write (nil: unchanged).
    private static func stackOptions<Request>(
        autoPopulate: [AutoPopulate] = [],
        beforeWrite: (@Sendable (inout CrudRow, CrudWriteContext<Request>) async throws -> Void)? = nil,
        technologyIds: @escaping @Sendable (Request) -> [Int]?, changes: ChangeFeed,
        repository: TechStacksRepository
    ) -> CrudOptions<Request> {
        var options = CrudOptions<Request>()
        options.maxLengths = [
            "name": TechStacksLimits.maxNameLength, "slug": Slug.maxLength,
            "details": TechStacksLimits.maxDetailsLength,
        ]
        options.autoPopulate = autoPopulate
        options.ignoredProperties = ["technologyIds"]
        options.beforeWrite = beforeWrite
        options.afterWrite = { outcome in
            guard let id = outcome.id?.intValue, let ids = technologyIds(outcome.request) else { return }
            try await repository.replaceChoices(ofStack: id, technologyIds: ids, on: outcome.database)
        }
        options.afterCommit = { outcome in
            await changes.stackChanged(outcome, repository: repository)
        }
        return options
    }
}
