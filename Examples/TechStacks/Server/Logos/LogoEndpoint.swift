import Foundation
import ServiceStackServer

/// Serves `GET /logos/{Slug}`: an SVG logo for a technology, stack or user.
enum LogoEndpoint {
    static func register(on host: ServiceStackHost, repository: TechStacksRepository) {
        host.addRawEndpoint("/logos/{Slug}", verbs: "GET", readsSession: false) { context in
            let requested = context.path.split(separator: "/").last.map(String.init)?.removingPercentEncoding ?? ""
            guard !requested.isEmpty else { return HttpResult.text("Not Found", status: 404) }
            let slug = try SlugRule.lookup(requested)
            let name =
                try await repository.technology(slug: slug)?.name ?? slug.replacingOccurrences(of: "-", with: " ")
            let svg = LogoRenderer.svg(name: name, slug: slug)
            return HttpResult(
                headers: [("Content-Type", "image/svg+xml"), ("Cache-Control", "public, max-age=86400")],
                body: Data(svg.utf8))
        }
    }
}
