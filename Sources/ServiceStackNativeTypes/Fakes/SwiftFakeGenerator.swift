/// Generates a typed fake of an API for tests: a second file beside the `*.dtos.swift` file, with one
/// `on(_:respond:)` per operation, backed by `ServiceStackTesting.StubTransport`.
///
/// ```swift
/// let api = FakeApi()
/// api.on(Hello.self) { request in HelloResponse(result: "Hi \(request.name ?? "")") }
/// let model = AppModel(client: api.client)
/// ```
public enum SwiftFakeGenerator {
    /// Generates the fake for the operations the DTO file generated with the same `options` declares.
    /// - Parameters:
    ///   - metadata: the document the DTO file was generated from.
    ///   - options: the options the DTO file was generated with.
    ///   - context: the generation date and naming strategy.
    ///   - typeName: the fake's class name.
    ///   - imports: modules to import besides `Foundation`, `ServiceStack` and `ServiceStackTesting`, such as
    ///     the module holding the DTOs when the fake is compiled elsewhere (an app's test target).
    /// - Throws: `GeneratorError` for names that cannot become valid Swift.
    public static func generate(
        metadata: MetadataTypes,
        options: NativeTypesOptions = NativeTypesOptions(),
        context: GenerationContext = GenerationContext(),
        typeName: String = "FakeApi",
        imports: [String] = []
    ) throws(GeneratorError) -> String {
        let file = try Translator(options: options, context: context).translate(metadata)
        return render(FakeOperation.collect(from: file), typeName: typeName, imports: imports)
    }

    static func render(_ operations: [FakeOperation], typeName: String, imports: [String]) -> String {
        var writer = CodeWriter()
        writer.line("// A typed fake of the API for tests, generated beside the DTOs. Do not edit.")
        writer.line("import Foundation")
        writer.line("import ServiceStack")
        writer.line("import ServiceStackTesting")
        for module in imports { writer.line("import \(module)") }
        writer.blank()
        writer.line(
            "/// Answers each request type with the response set by `on`, without a network; unset ones get 404.")
        writer.line("public final class \(typeName): Sendable {")
        writer.indent()
        writer.line(
            "/// The stub behind `client`: its recorded requests support the `ServiceStackTesting` expectations.")
        writer.line("public let transport: StubTransport")
        writer.line("/// A client whose calls this fake answers.")
        writer.line("public let client: JsonServiceClient")
        writer.blank()
        writer.line("public init(baseUrl: String = \"https://fake.test/\") {")
        writer.indent()
        writer.line("transport = StubTransport()")
        writer.line("client = JsonServiceClient(baseUrl: baseUrl, transport: transport)")
        writer.unindent()
        writer.line("}")
        for operation in operations {
            writer.blank()
            writer.line("/// Answers `\(operation.requestType)` requests.")
            let result = operation.responseType ?? "Void"
            writer.line(
                "public func on(_ type: \(operation.requestType).Type, respond: @escaping @Sendable "
                    + "(\(operation.requestType)) throws -> \(result)) {")
            writer.indent()
            writer.line("transport.on(type, respond: respond)")
            writer.unindent()
            writer.line("}")
            writer.blank()
            writer.line(
                "/// Answers `\(operation.requestType)` requests with a canned response (value, JSON, fixture or error)."
            )
            writer.line("public func on(_ type: \(operation.requestType).Type, _ response: StubResponse) {")
            writer.indent()
            writer.line("transport.on(type, response)")
            writer.unindent()
            writer.line("}")
        }
        writer.blank()
        writer.line("/// The recorded requests, in order.")
        writer.line("public var recorded: [RecordedRequest] { transport.recorded }")
        writer.unindent()
        writer.line("}")
        return writer.text
    }
}
