import ServiceStackNativeTypes

/// The `/metadata` HTML page: each operation with its routes, verb and response type.
enum MetadataHtmlPage {
    static func render(_ document: MetadataTypes, serviceName: String) -> String {
        var html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(escape(serviceName)) metadata</title></head>
            <body><h1>\(escape(serviceName))</h1>
            <p>Native types (<a href="/types">/types</a>): \(nativeTypesLinks)</p>
            <table id="operations"><thead><tr><th>Operation</th><th>Verb</th><th>Routes</th><th>Returns</th><th>Auth</th></tr></thead><tbody>

            """
        for operation in document.operations {
            let routes = (operation.routes ?? []).map { route in
                let verbs = route.verbs.map { " \(escape($0))" } ?? ""
                return "<code>\(escape(route.path))</code>\(verbs)"
            }
            let returns = operation.returnsVoid == true ? "void" : (operation.returnType?.name ?? "")
            html += "<tr><td>\(escape(operation.request.name))</td>"
            html += "<td>\(escape(operation.method ?? ""))</td>"
            html += "<td>\(routes.joined(separator: "<br>"))</td>"
            html += "<td>\(escape(returns))</td>"
            html += "<td>\(operation.requiresAuth == true ? "required" : "")</td></tr>\n"
        }
        html += "</tbody></table></body></html>\n"
        return html
    }

    private static func escape(_ text: String) -> String { HTMLText.escape(text) }

    /// A link to `/types/metadata` and to each language's `/types/{name}`.
    private static var nativeTypesLinks: String {
        let paths = ["metadata"] + NativeTypesLanguage.allCases.flatMap(\.pathNames)
        return paths.map { "<a href=\"/types/\($0)\">/types/\($0)</a>" }.joined(separator: ", ")
    }
}
