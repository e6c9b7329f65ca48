import Foundation
import ServiceStack
import ServiceStackOpenAPI
import ServiceStackServer

/// A tree whose nodes hold their children and their parent: a recursive type.
final class TreeNode: Codable {
    var name: String?
    var children: [TreeNode]?
    var parent: TreeNode?
}

/// A generic wrapper, nested in itself by the DTOs below.
final class Box<T: Codable>: Codable {
    var value: T?
    var values: [T]?
}

/// What the boxes hold.
final class Item: Codable {
    var id: Int?
}

/// Named so that it normalises to the same component key as `Box<Item>` (`Box_Item_`).
final class Box_Item_: Codable {
    var label: String?
}

/// Returns a recursive tree.
final class HostileTree: IReturn, Codable {
    typealias Return = TreeNode
    var id: Int?
    var root: TreeNode?
}

/// Returns generics nested three deep and takes a type whose name clashes with one of them.
final class HostileNesting: IReturn, Codable {
    typealias Return = Box<Box<Box<Item>>>
    var boxes: [String: [Box<Item>]]?
    var clash: Box_Item_?
    var path: String?
}

/// Registered after the document was first served.
final class LateRequest: IReturn, Codable {
    typealias Return = LateResponse
}

/// `LateRequest`'s response.
final class LateResponse: Codable {}

/// A host with the hostile shapes registered under tags and routes that need escaping, and the document on.
func makeHostileHost() -> ServiceStackHost {
    let host = ServiceStackHost(name: "Hostile <shapes> & \"names\"")
    host.register(
        HostileTree.self,
        operation: OperationOptions(routes: [Route("/tree/{Id}", verbs: "GET")], tags: ["<b>trees</b>"])
    ) { _, _ in TreeNode() }
    host.register(
        HostileNesting.self, operation: OperationOptions(routes: [Route("/files/{Path*}")], tags: ["generics"])
    ) { _, _ in Box<Box<Box<Item>>>() }
    host.enableOpenAPI()
    return host
}

/// A host with one service and the document on.
func makeHostWithOneService() async throws -> ServiceStackHost {
    let host = ServiceStackHost(name: "One service")
    host.register(HostileTree.self) { _, _ in TreeNode() }
    host.enableOpenAPI()
    return host
}
