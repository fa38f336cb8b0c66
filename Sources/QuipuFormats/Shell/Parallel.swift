import Foundation

/// The project's one way of using several cores: work split by index over dedicated threads
/// (not a shared queue, so a busy pool never delays it), the calling thread being one of them.
/// Every result is in its own place and read only once all threads are done, so what comes out
/// is the same for any number of threads.
enum Parallel {
    /// `body` of each of `0..<count`, in order, worked out on up to `workers` threads at once:
    /// thread `t` works out `t`, `t + threads`, `t + 2 × threads`…
    static func map<Value>(_ count: Int, workers: Int, _ body: (Int) -> Value) -> [Value] {
        let threads = Swift.min(workers, count)
        guard threads > 1 else { return (0..<count).map(body) }
        return withoutActuallyEscaping(body) { body in
            Array(unsafeUninitializedCapacity: count) { results, initialized in
                let shared = SharedWork(body: body, results: results)
                onThreads(threads) { thread in
                    for index in stride(from: thread, to: count, by: threads) { (shared.results.baseAddress! + index).initialize(to: shared.body(index)) }
                }
                initialized = count
            }
        }
    }

    /// `first` and `second` worked out at once, `first` on a thread of its own and `second` on this one.
    static func both<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        let results = map(2, workers: 2) { index -> Either<First, Second> in index == 0 ? .second(second()) : .first(first()) }
        guard case let .second(secondResult) = results[0], case let .first(firstResult) = results[1] else {
            preconditionFailure("Parallel.map returns its results in order")
        }
        return (firstResult, secondResult)
    }

    /// One of the two results of `both`.
    private enum Either<First, Second> {
        case first(First)
        case second(Second)
    }

    /// Runs `work(0)` on this thread and `work(1)`…`work(threads - 1)` each on a thread of its
    /// own; returns when all are done.
    private static func onThreads(_ threads: Int, _ work: (Int) -> Void) {
        withoutActuallyEscaping(work) { work in
            let done = DispatchSemaphore(value: 0)
            for thread in 1..<threads {
                let job = ThreadJob(work)
                Thread {
                    job.run(thread)
                    done.signal()
                }.start()
            }
            work(0)
            for _ in 1..<threads { done.wait() }
        }
    }
}

/// The work a thread of `Parallel` runs once. It lets go of the work as soon as it is done,
/// before the thread says so: the work does not escape the call that shares it out, though the
/// thread object may outlive it.
private final class ThreadJob: @unchecked Sendable {
    private var work: ((Int) -> Void)?

    init(_ work: @escaping (Int) -> Void) { self.work = work }

    func run(_ index: Int) {
        work?(index)
        work = nil
    }
}

/// What the threads of `Parallel` share: the work, read by all, and the results, each written
/// by one thread alone and read only after all are done.
private struct SharedWork<Value>: @unchecked Sendable {
    let body: (Int) -> Value
    let results: UnsafeMutableBufferPointer<Value>
}
