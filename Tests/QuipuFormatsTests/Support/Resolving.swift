import Foundation
@testable import QuipuFormats

extension ReportRequest {
    /// The report resolved against `config` (none by default) on a machine described by `environment`.
    func resolve(config: QuipuConfig? = nil, in environment: RunEnvironment) throws(QuipuError) -> Resolved {
        try resolve(in: ResolutionContext(workspace: config, environment: environment))
    }
}
