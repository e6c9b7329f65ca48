extension HttpMethods {
    /// The verb of the request's marker (`IGet`, `IPost`, `IPut`, `IDelete`, `IPatch`, `IOptions`), else POST.
    static func marked<T>(by request: T) -> String {
        switch request {
        case is any IGet: Get
        case is any IPost: Post
        case is any IPut: Put
        case is any IDelete: Delete
        case is any IPatch: Patch
        case is any IOptions: Options
        default: Post
        }
    }
}
