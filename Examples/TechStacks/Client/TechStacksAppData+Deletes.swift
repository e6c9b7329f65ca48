import ServiceStack

extension TechStacksAppData {
    /// Deletes the technology `id`; on success it leaves the app's lists at once.
    @discardableResult
    public func deleteTechnology(id: Int) async -> ApiResult<DeleteTechnologyResponse> {
        let request = DeleteTechnology()
        request.id = id
        let result = await client.api(request)
        if result.succeeded {
            let change = TechnologyChanged()
            change.action = .deleted
            change.id = id
            change.slug = result.response?.result?.slug
            apply(.technology(change))
        }
        return result
    }

    /// Deletes the stack `id`; on success it leaves the app's lists at once.
    @discardableResult
    public func deleteStack(id: Int) async -> ApiResult<DeleteTechnologyStackResponse> {
        let request = DeleteTechnologyStack()
        request.id = id
        let result = await client.api(request)
        if result.succeeded {
            let change = TechnologyStackChanged()
            change.action = .deleted
            change.id = id
            change.slug = result.response?.result?.slug
            apply(.stack(change))
        }
        return result
    }

    /// A form for a new technology.
    public func newTechnologyForm() -> TechnologyForm { TechnologyForm(data: self) }

    /// A form editing `technology`.
    public func editForm(for technology: Technology) -> TechnologyForm {
        TechnologyForm(data: self, editing: technology)
    }

    /// A form for a new stack.
    public func newStackForm() -> TechnologyStackForm { TechnologyStackForm(data: self) }

    /// A form editing `stack`.
    public func editForm(for stack: TechStackDetails) -> TechnologyStackForm {
        TechnologyStackForm(data: self, editing: stack)
    }
}
