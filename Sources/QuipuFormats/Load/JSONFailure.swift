/// Where in a JSON document something went wrong, and what.
struct JSONFailure: Error {
    enum PathComponent {
        case key(String)
        case index(Int)
    }

    /// From the outermost container inwards.
    var path: [PathComponent]
    let message: String
    /// The byte offset of the problem.
    let offset: Int
    /// A syntax error is reported by line and column; a data error by its JSON path.
    let isSyntax: Bool

    /// The same failure one level further out.
    func inside(_ component: PathComponent) -> JSONFailure {
        var copy = self
        copy.path.insert(component, at: 0)
        return copy
    }

    /// `projects[1].tasks[0].timeSlips[3].start`, or `top level`.
    var pathText: String {
        let text = path.reduce(into: "") { text, component in
            switch component {
            case let .index(index): text += "[\(index)]"
            case let .key(key): text += (text.isEmpty ? "" : ".") + key
            }
        }
        return text.isEmpty ? "top level" : text
    }
}

/// Runs `body`, adding `component` to the path of a failure: reading a value inside a key or
/// an array element names that key or element in the failure's path.
@inline(__always)
func within<Value>(_ component: JSONFailure.PathComponent, _ body: () throws(JSONFailure) -> Value) throws(JSONFailure) -> Value {
    do { return try body() } catch { throw error.inside(component) }
}
