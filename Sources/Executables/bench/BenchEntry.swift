import ArgumentParser
import Dispatch

/// The bench's entry point: runs `Bench` in a detached task (not on the main actor, whose thread waits) and
/// blocks the main thread until it returns.
///
/// An `async` main hands the main thread to `dispatch_main`, which parks it in `sigsuspend` on a mask in
/// libdispatch's read-only data; valgrind 3.19 (Debian 12's) writes into that mask and crashes, so no async-main
/// process runs under callgrind there. A synchronous main never calls `dispatch_main`.
@main
enum BenchEntry {
    static func main() {
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            await Bench.main()
            finished.signal()
        }
        finished.wait()
    }
}
