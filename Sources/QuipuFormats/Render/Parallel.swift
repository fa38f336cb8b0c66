import Foundation

/// Runs `first` on a thread of its own while `second` runs on this one; returns both results.
/// A dedicated thread, not a shared queue, so a busy pool never delays it.
func inParallel<First, Second>(_ first: @escaping () -> First, _ second: () -> Second) -> (First, Second) {
    let box = ResultBox<First>()
    let work = UncheckedSendable(first)
    let done = DispatchSemaphore(value: 0)
    Thread {
        box.value = work.value()
        done.signal()
    }.start()
    let secondResult = second()
    done.wait()
    return (box.value!, secondResult)
}

/// Carries a value to the thread `inParallel` starts; it is read there once and never shared.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Where the other thread of `inParallel` leaves its result; read only after the thread is done.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
