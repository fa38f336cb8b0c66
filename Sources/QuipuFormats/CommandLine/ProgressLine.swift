import Foundation

/// A one-line progress display on stderr, for runs long enough to wonder about: it appears
/// only when stderr is a terminal and the run has taken more than a second, and is erased
/// when the run ends. (`QUIPU_PROGRESS_AFTER` sets the delay in seconds.)
final class ProgressLine {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let started = DispatchTime.now()
    private let delay: Double
    private var lastDrawn: DispatchTime?
    private var shown = false

    init(environment: [String: String]) {
        delay = environment["QUIPU_PROGRESS_AFTER"].flatMap(Double.init) ?? 1.0
    }

    /// Shows `progress` if the run is past the delay, at most ten times a second.
    func show(_ progress: RunProgress) {
        guard isTerminal else { return }
        let now = DispatchTime.now()
        guard seconds(from: started, to: now) >= delay else { return }
        if let lastDrawn, seconds(from: lastDrawn, to: now) < 0.1, case .loading = progress { return }
        lastDrawn = now
        shown = true
        FileHandle.standardError.write(Data("\r\u{1B}[K\(progress)…".utf8))
    }

    /// Erases the line, if one was drawn.
    func clear() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }

    private func seconds(from start: DispatchTime, to end: DispatchTime) -> Double {
        Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
