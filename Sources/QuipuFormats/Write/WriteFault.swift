/// A point of a write where a test stops the run as a kill would (`QUIPU_FAULT=after-rename:1`):
/// the run throws there and leaves its temporary files, its journal record and the files renamed
/// so far exactly as they are, so the next run's recovery can be checked from every step.
package enum WriteFault: Sendable, Equatable {
    /// After the stage record and `count` staged files, before the commit record.
    case afterStaging(Int)
    /// After the commit record, before any rename.
    case afterCommit
    /// After `count` renames of the commit.
    case afterRename(Int)

    /// The environment variable that asks for a fault.
    static let variable = "QUIPU_FAULT"

    /// Parses `after-stage:K`, `after-commit` or `after-rename:K` (K a whole number).
    static func parse(_ text: String) -> WriteFault? {
        if text == "after-commit" { return .afterCommit }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(parts[1]) else { return nil }
        switch parts[0] {
        case "after-stage": return .afterStaging(count)
        case "after-rename": return .afterRename(count)
        default: return nil
        }
    }

    /// The text `parse` reads.
    var text: String {
        switch self {
        case let .afterStaging(count): "after-stage:\(count)"
        case .afterCommit: "after-commit"
        case let .afterRename(count): "after-rename:\(count)"
        }
    }

    /// Whether the run stops once `count` files of its commit are renamed: after the commit
    /// record (before the first rename), or after that many renames.
    func stops(afterRenaming count: Int) -> Bool { self == .afterCommit && count == 0 || self == .afterRename(count) }

    /// The error that stops the run at this point.
    var stop: QuipuError {
        QuipuError(.ioError, "\(Self.variable)=\(text): stopped here as a killed run would; expected no \(Self.variable) outside tests")
    }
}

extension RunEnvironment {
    /// The fault `QUIPU_FAULT` asks for, if any; a value `WriteFault.parse` cannot read is a usage error.
    func writeFault() throws(QuipuError) -> WriteFault? {
        guard let text = variables[WriteFault.variable] else { return nil }
        guard let fault = WriteFault.parse(text) else {
            throw QuipuError(.usage, "\(WriteFault.variable)=\(text): not a fault point; expected after-stage:K, after-commit or after-rename:K")
        }
        return fault
    }
}
