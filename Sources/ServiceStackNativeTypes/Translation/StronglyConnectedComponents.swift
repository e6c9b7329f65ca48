/// Tarjan's strongly connected components, iterative so that long reference chains cannot
/// overflow the stack. Two nodes share a component exactly when each reaches the other.
enum StronglyConnectedComponents {
    /// The component number of every node: the nodes are `0..<edges.count`, and `edges[n]` are node `n`'s targets.
    static func components(edges: [[Int]]) -> [Int] {
        let unvisited = -1
        var index = Array(repeating: unvisited, count: edges.count)
        var lowLink = Array(repeating: 0, count: edges.count)
        var onStack = Array(repeating: false, count: edges.count)
        var component = Array(repeating: 0, count: edges.count)
        var stack: [Int] = []
        var nextIndex = 0
        var componentCount = 0

        for root in edges.indices where index[root] == unvisited {
            // Each frame is a node and the position of its next outgoing edge.
            var frames: [(node: Int, edge: Int)] = [(root, 0)]
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true

            while let frame = frames.last {
                let targets = edges[frame.node]
                if frame.edge < targets.count {
                    frames[frames.count - 1].edge += 1
                    let target = targets[frame.edge]
                    if index[target] != unvisited {
                        if onStack[target] { lowLink[frame.node] = min(lowLink[frame.node], index[target]) }
                    } else {
                        index[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    }
                    continue
                }
                frames.removeLast()
                let low = lowLink[frame.node]
                if let parent = frames.last { lowLink[parent.node] = min(lowLink[parent.node], low) }
                if low == index[frame.node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
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
