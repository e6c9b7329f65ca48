import Foundation

/// Tarjan's strongly connected components, iterative so that long reference chains cannot
/// overflow the stack. Two nodes share a component exactly when each reaches the other.
enum StronglyConnectedComponents {
    /// The component index of every node in `nodes`.
    static func components(nodes: [String], edges: [String: [String]]) -> [String: Int] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack = Set<String>()
        var stack: [String] = []
        var component: [String: Int] = [:]
        index.reserveCapacity(nodes.count)
        lowLink.reserveCapacity(nodes.count)
        component.reserveCapacity(nodes.count)
        var nextIndex = 0
        var componentCount = 0

        for root in nodes where index[root] == nil {
            // Each frame is a node and the position of its next outgoing edge.
            var frames: [(node: String, edge: Int)] = [(root, 0)]
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack.insert(root)

            while let frame = frames.last {
                let targets = edges[frame.node] ?? []
                if frame.edge < targets.count {
                    frames[frames.count - 1].edge += 1
                    let target = targets[frame.edge]
                    if let targetIndex = index[target] {
                        if onStack.contains(target) {
                            lowLink[frame.node] = min(lowLink[frame.node] ?? 0, targetIndex)
                        }
                    } else {
                        index[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack.insert(target)
                        frames.append((target, 0))
                    }
                    continue
                }
                frames.removeLast()
                let low = lowLink[frame.node] ?? 0
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node] ?? 0, low)
                }
                if low == index[frame.node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = componentCount
                        if member == frame.node { break }
                    }
                    componentCount += 1
                }
            }
        }
        return component
    }
}
