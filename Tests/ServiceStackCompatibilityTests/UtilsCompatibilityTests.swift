import Foundation
import ServiceStack
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `Logger` subclass keeping what it is asked to log.
final class CapturingLogger: Logger, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(level: LogLevel, message: String, hasError: Bool)] = []

    override func log(_ level: LogLevel, _ msg: String, error: Error? = nil) {
        lock.withLock { entries.append((level, msg, error != nil)) }
    }

    func messages(at level: LogLevel) -> [String] {
        lock.withLock { entries.filter { $0.level == level }.map(\.message) }
    }

    func hasError(for message: String) -> Bool {
        lock.withLock { entries.contains { $0.message == message && $0.hasError } }
    }
}

/// A class-typed DTO with an optional left out and a property wrapper.
final class CompatProperties {
    var name: String? = "A"
    var missing: String? = nil
    var count = 3
    @TimeSpan var duration: TimeInterval? = 90
}

class CompatBase {
    var id = 1
}

final class CompatDerived: CompatBase {
    var extra = "e"
}

struct CompatDescribed: CustomStringConvertible {
    var description: String { "described" }
}

struct CompatOpaque {}

/// A DTO whose properties are named after Swift keywords the way generated code names them.
struct CompatKeywordDto: Codable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var Class: String?
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var Description: String?
    var name: String?
}

struct CompatDated: Codable {
    var date: Date
}

/// ServiceStack.Swift's `Utils.swift`, in the official declaration order.
extension ServiceStackCompatibility {
    @Suite struct Utils {
        @Test func factoryCreatesDefaultsFromEmptyDecoder() {
            let defaults = Factory<CompatDefaults>.create()
            #expect(defaults.count == 0)
            #expect(defaults.flag == false)
            #expect(defaults.text == "")
            #expect(defaults.ratio == 0)
            #expect(defaults.list == [])
            #expect(defaults.optional == nil)
            #expect(Factory<CompatHelloResponse>.create().result == nil)
            #expect(Factory<[String]>.create() == [])
            #expect(Factory<String>.create() == "")
            #expect(Factory<Int>.create() == 0)
        }

        @Test func reflectTypeNameIsTheUnqualifiedName() {
            #expect(Reflect<CompatHello>.typeName == "CompatHello")
            #expect(Reflect<[UInt8]>.typeName == "Array<UInt8>")
            #expect(Reflect<TimeInterval>.typeName == "Double")
            #expect(Reflect<Int?>.typeName == "Optional<Int>")
        }

        @Test func logLevelsAreNamedAfterTheirCase() {
            #expect(LogLevel.Debug.rawValue == "Debug")
            #expect(LogLevel.Info.rawValue == "Info")
            #expect(LogLevel.Warn.rawValue == "Warn")
            #expect(LogLevel.Error.rawValue == "Error")
            #expect(LogLevel(rawValue: "Warn") == .Warn)
        }

        @Test func logDefaultsToWarningsAndErrorsOnTheConsole() {
            #expect(Log.levels == [.Warn, .Error])
            #expect(Log.logger is ConsoleLogger)
        }

        @Test func logSendsEnabledLevelsToTheLogger() {
            let logger = CapturingLogger()
            let (previousLevels, previousLogger) = (Log.levels, Log.logger)
            Log.levels = [.Debug, .Info, .Warn, .Error]
            Log.logger = logger
            defer { (Log.levels, Log.logger) = (previousLevels, previousLogger) }

            Log.debug("compat debug")
            Log.info("compat info")
            Log.warn("compat warn")
            Log.error("compat error")
            Log.error("compat error with cause", error: NSError(domain: "compat", code: 1))

            #expect(logger.messages(at: .Debug).contains("compat debug"))
            #expect(logger.messages(at: .Info).contains("compat info"))
            #expect(logger.messages(at: .Warn).contains("compat warn"))
            #expect(logger.messages(at: .Error).contains("compat error"))
            #expect(logger.hasError(for: "compat error with cause"))
        }

        @Test func logDropsLevelsThatAreNotEnabled() {
            let logger = CapturingLogger()
            let (previousLevels, previousLogger) = (Log.levels, Log.logger)
            Log.levels = [.Error]
            Log.logger = logger
            defer { (Log.levels, Log.logger) = (previousLevels, previousLogger) }

            Log.debug("compat dropped debug")
            Log.info("compat dropped info")
            Log.warn("compat dropped warn")
            Log.error("compat kept error")

            #expect(!logger.messages(at: .Debug).contains("compat dropped debug"))
            #expect(!logger.messages(at: .Info).contains("compat dropped info"))
            #expect(!logger.messages(at: .Warn).contains("compat dropped warn"))
            #expect(logger.messages(at: .Error).contains("compat kept error"))
        }

        @Test func consoleLoggerIsALogger() {
            let logger: Logger = ConsoleLogger()
            #expect(logger is ConsoleLogger)
        }

        @Test func unwrapTakesValuesOutOfOptionalsAndAnyEncodable() {
            let some: Int? = 5
            #expect(unwrap(some) as? Int == 5)
            #expect(unwrap(7) as? Int == 7)
            #expect(unwrap(AnyEncodable("s")) as? String == "s")
            let none: Int? = nil
            #expect(isNull(unwrap(none)))
        }

        @Test func isNullSeesNilOptionalsAndEmptyPropertyWrappers() {
            let none: String? = nil
            #expect(isNull(none as Any))
            #expect(!isNull(5))
            #expect(!isNull("text"))
            #expect(isNull(TimeSpan(wrappedValue: nil)))
            #expect(!isNull(TimeSpan(wrappedValue: 1)))
        }

        @Test func anyEncodableEncodesItsValue() {
            #expect(AnyEncodable(5).value as? Int == 5)
            #expect(toJson(AnyEncodable("x")) == "\"x\"")
            #expect(toJson([AnyEncodable(1), AnyEncodable("a")]) == "[1,\"a\"]")
        }

        @Test func anyEncodablePropertiesListsNonNilPropertiesByName() {
            let properties = AnyEncodable.properties(CompatProperties())
            #expect(Set(properties.keys) == ["name", "count", "duration"])
            #expect(properties["name"]?.value as? String == "A")
            #expect(properties["count"]?.value as? Int == 3)
        }

        @Test func anyEncodablePropertiesIncludesSuperclassProperties() {
            let properties = AnyEncodable.properties(CompatDerived())
            #expect(properties["id"]?.value as? Int == 1)
            #expect(properties["extra"]?.value as? String == "e")
        }

        @Test func asEncodableWrapsValuesAndDescriptions() {
            let none: Int? = nil
            #expect(AnyEncodable.asEncodable(none as Any) == nil)
            #expect(AnyEncodable.asEncodable(NSNull()) == nil)
            #expect(AnyEncodable.asEncodable("x")?.value as? String == "x")
            #expect(AnyEncodable.asEncodable(Optional(3) as Any)?.value as? Int == 3)
            #expect(AnyEncodable.asEncodable(CompatDescribed())?.value as? String == "described")
            #expect(AnyEncodable.asEncodable(CompatOpaque()) == nil)
        }

        @Test func toJsvWritesScalarsAsText() throws {
            #expect(try toJsv(42) == "42")
            #expect(try toJsv(true) == "true")
            #expect(try toJsv(1.5) == "1.5")
            #expect(try toJsv("plain") == "plain")
            #expect(try toJsv(Date(timeIntervalSince1970: 1)) == "/Date(1000-0000)/")
            let none: Int? = nil
            #expect(try toJsv(none) == nil)
        }

        @Test func toJsvQuotesStringsWithCommasQuotesOrNewlines() throws {
            #expect(try toJsv("a,b") == "\"a,b\"")
            #expect(try toJsv("line\nbreak") == "\"line\nbreak\"")
        }

        /// ServiceStack.Swift escapes quotes with a backslash and leaves `{}[]` bare; ours writes JSV as
        /// ServiceStack reads it (see the README).
        @Test func toJsvDoublesQuotesAndQuotesBracesInsteadOfBackslashEscaping() throws {
            #expect(try toJsv("say \"hi\"") == "\"say \"\"hi\"\"\"")
            #expect(try toJsv("[a]") == "\"[a]\"")
            #expect(try toJsv("{a}") == "\"{a}\"")
        }

        @Test func toJsvWritesArraysMapsAndObjects() throws {
            #expect(try toJsv([1, 2, 3]) == "[1,2,3]")
            #expect(try toJsv(["a", "b,c"]) == "[a,\"b,c\"]")
            #expect(try toJsv(["k": "v"]) == "{k:v}")
            #expect(try toJsv(["k": "x,y"]) == "{k:\"x,y\"}")
            #expect(try toJsv(CompatHello(name: "A")) == "{name:A}")
        }

        @Test func createEncoderWritesWcfDates() throws {
            let data = try JsonConfig.createEncoder().encode(CompatDated(date: Date(timeIntervalSince1970: 1)))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["date"] as? String == "/Date(1000-0000)/")
        }

        @Test func encoderFilterRunsOnEveryCreatedEncoder() {
            let previous = JsonConfig.encoderFilter
            JsonConfig.encoderFilter = { $0.outputFormatting = [.sortedKeys] }
            defer { JsonConfig.encoderFilter = previous }
            #expect(JsonConfig.createEncoder().outputFormatting == [.sortedKeys])
        }

        @Test func keywordsListSwiftKeywords() {
            #expect(JsonConfig.keywords.contains("class"))
            #expect(JsonConfig.keywords.contains("description"))
            #expect(JsonConfig.keywords.contains("willSet"))
            #expect(!JsonConfig.keywords.contains("name"))
            #expect(JsonConfig.keywords.count == 55)
        }

        /// ServiceStack.Swift maps every keyword key to its capitalised name (`class` → `Class`); ours does so for
        /// types that name the property capitalised, and leaves the key to generated backticked properties.
        @Test func createDecoderMapsKeywordKeysToCapitalisedProperties() throws {
            let json = Data(#"{"class":"c","description":"d","name":"n"}"#.utf8)
            let dto = try JsonConfig.createDecoder().decode(CompatKeywordDto.self, from: json)
            #expect(dto.Class == "c")
            #expect(dto.Description == "d")
            #expect(dto.name == "n")
        }

        /// ServiceStack.Swift's decoder drops a leading `_` from every key (`"_name"` fills `name`).
        @Test func createDecoderKeepsUnderscoreKeysInsteadOfDroppingTheUnderscore() throws {
            let json = Data(#"{"_name":"n"}"#.utf8)
            let dto = try JsonConfig.createDecoder().decode(CompatKeywordDto.self, from: json)
            #expect(dto.name == nil)
        }

        @Test func createDecoderReadsWcfAndIsoDates() throws {
            let decoder = JsonConfig.createDecoder()
            let wcf = try decoder.decode(CompatDated.self, from: Data(#"{"date":"\/Date(1000)\/"}"#.utf8))
            #expect(wcf.date == Date(timeIntervalSince1970: 1))
            let iso = try decoder.decode(CompatDated.self, from: Data(#"{"date":"1970-01-01T00:00:02Z"}"#.utf8))
            #expect(iso.date == Date(timeIntervalSince1970: 2))
        }

        /// ServiceStack.Swift decodes a date it cannot parse as "now"; ours reports it (see the README).
        @Test func unparseableDateIsADecodingErrorInsteadOfNow() {
            #expect(throws: DecodingError.self) {
                try JsonConfig.createDecoder().decode(CompatDated.self, from: Data(#"{"date":"someday"}"#.utf8))
            }
        }

        @Test func decoderFilterRunsOnEveryCreatedDecoder() {
            let previous = JsonConfig.decoderFilter
            JsonConfig.decoderFilter = { $0.allowsJSON5 = true }
            defer { JsonConfig.decoderFilter = previous }
            #expect(JsonConfig.createDecoder().allowsJSON5)
        }

        @Test func toJsonAndToJsonDataUseTheServiceStackEncoder() throws {
            #expect(toJson(CompatHello(name: "A")) == #"{"name":"A"}"#)
            let data = try #require(toJsonData(CompatDated(date: Date(timeIntervalSince1970: 0))))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["date"] as? String == "/Date(0-0000)/")
        }

        @Test func fromJsonAndFromJsonDataGiveNilForBadInput() {
            #expect(fromJson(CompatHelloResponse.self, #"{"result":"r"}"#)?.result == "r")
            #expect(fromJson(CompatHelloResponse.self, "not json") == nil)
            #expect(fromJsonData(CompatHelloResponse.self, Data(#"{"result":"d"}"#.utf8))?.result == "d")
            #expect(fromJsonData(CompatHelloResponse.self, Data("[".utf8)) == nil)
        }

        @Test func fromJsonDataThrowsThrowsForBadInput() throws {
            #expect(try fromJsonDataThrows(CompatHelloResponse.self, Data(#"{"result":"t"}"#.utf8)).result == "t")
            #expect(throws: (any Error).self) { try fromJsonDataThrows(CompatHelloResponse.self, Data("{".utf8)) }
        }

        @Test func parseJsonGivesFoundationObjectsOrNil() throws {
            let object = try #require(parseJson(#"{"a":1,"b":["x"]}"#) as? [String: Any])
            #expect(object["a"] as? Int == 1)
            #expect(object["b"] as? [String] == ["x"])
            #expect(parseJson("5") as? Int == 5)
            #expect(parseJson("\"s\"") as? String == "s")
            #expect(parseJson("{bad") == nil)
        }

        @Test func parseJsonThrowsThrowsForBadInput() throws {
            #expect(try parseJsonThrows("[1,2]") as? [Int] == [1, 2])
            #expect(throws: (any Error).self) { try parseJsonThrows("{bad") }
        }

        @Test func parseJsonBytesGivesFoundationObjectsOrNil() throws {
            #expect(parseJsonBytes(Data("[true]".utf8)) as? [Bool] == [true])
            #expect(parseJsonBytes(Data("nope".utf8)) == nil)
            #expect(try parseJsonBytesThrows(Data(#"{"k":"v"}"#.utf8)) as? [String: String] == ["k": "v"])
            #expect(throws: (any Error).self) { try parseJsonBytesThrows(Data("nope".utf8)) }
        }

        @Test func urlCookiesReadsTheSharedCookieStorage() throws {
            let url = try #require(URL(string: "http://compat-cookies.example/path"))
            let cookie = try #require(
                HTTPCookie(properties: [
                    .domain: "compat-cookies.example", .path: "/", .name: "compat-cookie", .value: "yum",
                ]))
            HTTPCookieStorage.shared.setCookie(cookie)
            defer { HTTPCookieStorage.shared.deleteCookie(cookie) }
            #expect(urlCookies(url)["compat-cookie"] == "yum")
            #expect(urlCookies(try #require(URL(string: "http://no-cookies.example/"))).isEmpty)
        }
    }
}

/// The official signatures: a renamed label, a changed type or optionality breaks the build here.
enum UtilsSignatures {
    static func check() {
        let _: () -> CompatDefaults = Factory<CompatDefaults>.create
        let _: String = Reflect<CompatHello>.typeName
        let _: (LogLevel, String, Error?) -> Void = CapturingLogger().log(_:_:error:)
        let _: Logger = ConsoleLogger()
        let _: [LogLevel] = [.Debug, .Info, .Warn, .Error]
        let _: LogLevel? = LogLevel(rawValue: "Debug")
        let _: [LogLevel] = Log.levels
        let _: Logger = Log.logger
        let _: (String) -> Void = Log.debug(_:)
        let _: (String) -> Void = Log.info(_:)
        let _: (String) -> Void = Log.warn(_:)
        let _: (String) -> Void = Log.error(_:)
        let _: (String, Error) -> Void = Log.error(_:error:)
        let _: (Int) -> Any = unwrap(_:)
        let _: (Any) -> Bool = isNull(_:)
        let _: (Encodable) -> AnyEncodable = AnyEncodable.init(_:)
        let _: WritableKeyPath<AnyEncodable, Encodable> = \AnyEncodable.value
        let _: (Encoder) throws -> Void = AnyEncodable(1).encode(to:)
        let _: (Any) -> [String: AnyEncodable] = AnyEncodable.properties(_:)
        let _: (Any) -> AnyEncodable? = AnyEncodable.asEncodable(_:)
        let _: (Int) throws -> String? = toJsv(_:)
        let _: ((JSONEncoder) -> Void)? = JsonConfig.encoderFilter
        let _: ((JSONDecoder) -> Void)? = JsonConfig.decoderFilter
        let _: () -> JSONEncoder = JsonConfig.createEncoder
        let _: [String] = JsonConfig.keywords
        let _: () -> JSONDecoder = JsonConfig.createDecoder
        let _: (CompatHello) -> String? = toJson(_:)
        let _: (CompatHello) -> Data? = toJsonData(_:)
        let _: (CompatHelloResponse.Type, String) -> CompatHelloResponse? = fromJson(_:_:)
        let _: (CompatHelloResponse.Type, Data) -> CompatHelloResponse? = fromJsonData(_:_:)
        let _: (CompatHelloResponse.Type, Data) throws -> CompatHelloResponse = fromJsonDataThrows(_:_:)
        let _: (String) -> Any? = parseJson(_:)
        let _: (String) throws -> Any = parseJsonThrows(_:)
        let _: (Data) -> Any? = parseJsonBytes(_:)
        let _: (Data) throws -> Any = parseJsonBytesThrows(_:)
        let _: (URL) -> [String: String] = urlCookies(_:)
    }
}
