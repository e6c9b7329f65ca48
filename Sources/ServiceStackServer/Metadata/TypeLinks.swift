import Foundation
import ServiceStackNativeTypes

/// `/types`: the URL of every native-types document the host serves, as ServiceStack's `TypeLinks` service
/// answers it (a JSON object from a name to an absolute URL), or an HTML list when the client asks for HTML.
enum TypeLinks {
    /// The names and URLs, in order: `Metadata`, then each language under ServiceStack's key for it
    /// (`TypeScriptDefinition` for `/types/typescript.d`, `Mjs` for `/types/mjs`).
    static func links(baseUrl: String) -> [(name: String, url: String)] {
        var links = [(name: "Metadata", url: "\(baseUrl)/types/metadata")]
        for language in NativeTypesLanguage.allCases {
            for pathName in language.pathNames {
                links.append((linkName(pathName, language), "\(baseUrl)/types/\(pathName)"))
            }
        }
        return links
    }

    /// JSON unless `Accept` prefers `text/html` (a browser).
    static func response(baseUrl: String, accept: String?, serviceName: String) -> HttpResult {
        let links = links(baseUrl: baseUrl)
        if prefersHTML(accept) {
            return .text(html(links, serviceName: serviceName), contentType: "text/html; charset=utf-8")
        }
        return HttpResult(headers: [("Content-Type", "application/json; charset=utf-8")], body: json(links))
    }

    private static func linkName(_ pathName: String, _ language: NativeTypesLanguage) -> String {
        switch pathName {
        case "typescript.d": "TypeScriptDefinition"
        case "mjs": "Mjs"
        case "js": "JavaScript"
        default: language.displayName == "C#" ? "CSharp" : language.displayName
        }
    }

    private static func prefersHTML(_ accept: String?) -> Bool {
        guard let accept = accept?.lowercased() else { return false }
        guard let html = accept.range(of: "text/html") else { return false }
        guard let json = accept.range(of: "application/json") else { return true }
        return html.lowerBound < json.lowerBound
    }

    private static func json(_ links: [(name: String, url: String)]) -> Data {
        var text = "{"
        for (index, link) in links.enumerated() {
            if index > 0 { text += "," }
            text += "\(quoted(link.name)):\(quoted(link.url))"
        }
        return Data((text + "}").utf8)
    }

    private static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    private static func html(_ links: [(name: String, url: String)], serviceName: String) -> String {
        var html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(HTMLText.escape(serviceName)) native types</title></head>
            <body><h1>Native types</h1><ul>

            """
        for link in links {
            let url = HTMLText.escape(link.url)
            html += "<li>\(HTMLText.escape(link.name)): <a href=\"\(url)\">\(url)</a></li>\n"
        }
        return html + "</ul></body></html>\n"
    }
}
