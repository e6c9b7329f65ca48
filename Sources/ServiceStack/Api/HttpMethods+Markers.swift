extension HttpMethods {
    /// The verb of the request's marker (`IGet`, `IPost`, `IPut`, `IDelete`, `IPatch`, `IOptions`), else POST.
    static func marked<T>(by request: T) -> String {
        switch request {
        case is IGet: Get
        case is IPost: Post
        case is IPut: Put
        case is IDelete: Delete
        case is IPatch: Patch
        case is IOptions: Options
        default: Post
        }
    }
}
