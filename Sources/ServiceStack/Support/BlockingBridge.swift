import Foundation
import ServiceStackWire

/// Runs async work to completion from synchronous code, for the client's blocking API.
///
/// The work runs on a dedicated dispatch-backed executor where available, so a blocking call made from a
/// thread of Swift's cooperative pool cannot starve the task it is waiting for.
enum BlockingBridge {
    static func run<T>(_ operation: @escaping () async throws -> T) throws -> T {
        let semaphore = DispatchSemaphore(value: 0)
        let outcome = Locked<Result<UncheckedTransfer<T>, any Error>?>(nil)
        let work = UncheckedTransfer(operation)
        let body: @Sendable () async -> Void = {
            let result: Result<UncheckedTransfer<T>, any Error>
            do { result = .success(UncheckedTransfer(try await work.value())) } catch { result = .failure(error) }
            outcome.withLock { $0 = result }
            semaphore.signal()
        }
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            Task(executorPreference: DispatchTaskExecutor.shared) { await body() }
        } else {
            Task.detached { await body() }
        }
        semaphore.wait()
        switch outcome.current {
        case .success(let value): return value.value
        case .failure(let error): throw error
        case nil: throw CancellationError()
        }
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class DispatchTaskExecutor: TaskExecutor {
    static let shared = DispatchTaskExecutor()
    private let queue = DispatchQueue(label: "ServiceStack.blocking", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
