import ServiceStack

/// ServiceStack's AutoQuery request bases, whose operations name a data model (the table type) and
/// a view model (the row type returned) in metadata. Subclasses inherit the conformance, so every
/// `QueryDb<T>` request lists them, whichever service implements it.
protocol AutoQueryModelShape {
    static var dataModelType: Any.Type { get }
    static var viewModelType: Any.Type { get }
}

extension QueryDb: AutoQueryModelShape {
    static var dataModelType: Any.Type { T.self }
    static var viewModelType: Any.Type { T.self }
}

extension QueryDb2: AutoQueryModelShape {
    static var dataModelType: Any.Type { From.self }
    static var viewModelType: Any.Type { Into.self }
}

extension QueryData: AutoQueryModelShape {
    static var dataModelType: Any.Type { T.self }
    static var viewModelType: Any.Type { T.self }
}

extension QueryData2: AutoQueryModelShape {
    static var dataModelType: Any.Type { From.self }
    static var viewModelType: Any.Type { Into.self }
}
