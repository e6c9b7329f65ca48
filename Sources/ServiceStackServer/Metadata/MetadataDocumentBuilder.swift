import ServiceStackNativeTypes

/// Builds the `/types/metadata` document of a host's operations.
enum MetadataDocumentBuilder {
    /// Verbs in the order ServiceStack lists them in a route's `verbs`.
    private static let verbOrder = ["OPTIONS", "GET", "POST", "PUT", "DELETE", "PATCH"]

    /// The operations and the types they use; the host adds its native-types `config`.
    static func build(_ descriptors: [OperationDescriptor]) -> MetadataTypes {
        let collector = MetadataTypeCollector()
        let operations = descriptors.map { operation($0, collector: collector) }
        collector.drain()
        return MetadataTypes(
            namespaces: namespaces(operations, collector.types), types: collector.types, operations: operations)
    }

    private static func operation(_ descriptor: OperationDescriptor, collector: MetadataTypeCollector)
        -> MetadataOperationType
    {
        let requestType = descriptor.requestType()
        let request = collector.describe(requestType, asDefinition: false)
        let responseType = descriptor.responseType?()
        var operation = MetadataOperationType(
            request: request, response: responseType.map { collector.describe($0, asDefinition: false) })
        operation.actions = ["ANY"]
        operation.method = DotNetTypeNaming.preferredVerb(of: requestType, routes: descriptor.routes)
        operation.returnsVoid = responseType == nil ? true : nil
        operation.returnType = responseType.map { collector.reference(for: $0).typeName }
        operation.requiresAuth = descriptor.requiresAuth ? true : nil
        let routes = descriptor.routes.map(metadataRoute)
        operation.routes = routes.isEmpty ? nil : routes
        let declaredTags = (requestType as? any MetadataDescribing.Type)?.metadataTags ?? []
        let tags = descriptor.tags + declaredTags.filter { !descriptor.tags.contains($0) }
        operation.tags = tags.isEmpty ? nil : tags
        if let autoQuery = requestType as? any AutoQueryModelShape.Type {
            operation.dataModel = collector.reference(for: autoQuery.dataModelType).typeName
            operation.viewModel = collector.reference(for: autoQuery.viewModelType).typeName
        } else if let crud = CrudModelShape.of(requestType).first {
            operation.dataModel = collector.reference(for: crud.tableType).typeName
        }
        return operation
    }

    private static func metadataRoute(_ route: Route) -> MetadataRoute {
        let known = verbOrder.filter(route.verbs.contains)
        let others = route.verbs.subtracting(verbOrder).sorted()
        let verbs = known + others
        return MetadataRoute(path: route.path, verbs: verbs.isEmpty ? nil : verbs.joined(separator: ","))
    }

    /// Every namespace used, in first-seen order.
    private static func namespaces(_ operations: [MetadataOperationType], _ types: [MetadataType])
        -> [String]
    {
        var seen: [String] = []
        func addNamespace(_ namespace: String?) {
            if let namespace, !seen.contains(namespace) { seen.append(namespace) }
        }
        func addType(_ type: MetadataType) {
            addNamespace(type.namespace)
            for property in type.properties ?? [] { addNamespace(property.namespace) }
            addNamespace(type.inherits?.namespace)
        }
        for operation in operations {
            addType(operation.request)
            if let response = operation.response { addType(response) }
        }
        types.forEach(addType)
        return seen
    }
}
