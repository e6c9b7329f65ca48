import Foundation
import ServiceStack
import Testing

/// Conformances to every official marker and interface protocol.
final class CompatInstantiable: Instantiable {
    init() {}
}

final class CompatDto: Dto {
    var id: Int?
    init() {}
}

final class CompatRequestDto: RequestDto {
    typealias Return = CompatHelloResponse
    var id: Int?
}

final class CompatVerbs: IGet, IPost, IPut, IDelete, IPatch {}

/// A `LosslessStringConvertible` value that travels as text.
struct CompatCelsius: LosslessStringConvertible, Codable, Equatable {
    var degrees: Double
    init(degrees: Double) { self.degrees = degrees }
    init?(_ description: String) {
        guard let degrees = Double(description.replacingOccurrences(of: "C", with: "")) else { return nil }
        self.degrees = degrees
    }
    var description: String { "\(degrees)C" }
}

/// A converter written against the official protocol.
struct CompatUppercaseConverter: StringConvertible {
    var forType: String { "CompatShout" }
    func fromString<T>(_ type: T.Type, _ string: String) -> T? { string.uppercased() as? T }
    func toString<T>(instance: T) -> String? { (instance as? String)?.lowercased() }
}

/// A DTO decoded through the official `KeyedDecodingContainer` helpers.
struct CompatConverted: Decodable {
    var celsius: CompatCelsius?
    var span: TimeSpan
    var map: [String: Int]
    var list: [String]
    var bytes: [UInt8]

    enum CodingKeys: String, CodingKey { case celsius, span, map, list, bytes }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        celsius = try container.convertIfPresent(CompatCelsius.self, forKey: .celsius)
        span = try container.decode(TimeSpan.self, forKey: .span)
        map = try container.decode([String: Int].self, forKey: .map)
        list = try container.decode([String].self, forKey: .list)
        bytes = try container.decode([UInt8].self, forKey: .bytes)
    }
}

/// A DTO reading a plain string through `convertIfPresent` (no converter is registered for `String`).
struct CompatUnconverted: Decodable {
    var text: String?

    enum CodingKeys: String, CodingKey { case text }

    init(from decoder: Decoder) throws {
        text = try decoder.container(keyedBy: CodingKeys.self).convertIfPresent(String.self, forKey: .text)
    }
}

/// A generated-style DTO with a `@TimeSpan` property.
struct CompatDuration: Codable {
    @TimeSpan var duration: TimeInterval? = nil
}

/// An AutoQuery request as `x` generates one: a subclass of the open `QueryDb` with fields of its own.
final class QueryCompatRows: QueryDb<CompatRow>, IReturn {
    typealias Return = QueryResponse<CompatRow>
    var nameContains: String?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey { case nameContains }

    required init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
    }

    override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(nameContains, forKey: .nameContains)
    }
}

/// Generated-style subclasses of the other open bases.
final class CompatRowList: List<CompatRow> {}

final class CompatAudited: AuditBase {
    var id: Int?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey { case id }

    required init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        id = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .id)
    }

    override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
    }
}

/// ServiceStack.Swift's `CoreTypes.swift`, in the official declaration order.
extension ServiceStackCompatibility {
    @Suite struct CoreTypes {
        static func instantiate<T: Instantiable>(_ type: T.Type) -> T { T() }

        @Test func markerProtocolsAreAdoptable() {
            let verbs: Any = CompatVerbs()
            #expect(verbs is IGet && verbs is IPost && verbs is IPut && verbs is IDelete && verbs is IPatch)
            let dto: Any = CompatDto()
            #expect(dto is Instantiable && dto is Codable)
            #expect(CompatRequestDto.Return.self == CompatHelloResponse.self)
            #expect(Self.instantiate(CompatDto.self).id == nil)
            #expect(type(of: Self.instantiate(CompatInstantiable.self)) == CompatInstantiable.self)
        }

        @Test func interfacesExposeTheirProperties() {
            var request: IHasBearerToken & IHasSessionId & IHasVersion & IMeta = CompatAuthenticated()
            request.bearerToken = "token"
            request.sessionId = "session"
            request.version = 2
            request.meta = ["k": "v"]
            #expect(request.bearerToken == "token")
            #expect(request.sessionId == "session")
            #expect(request.version == 2)
            #expect(request.meta == ["k": "v"])
        }

        @Test func responseStatusReadsEveryField() throws {
            let json = """
                {"errorCode":"E","message":"M","stackTrace":"S","meta":{"a":"b"},
                 "errors":[{"errorCode":"R","fieldName":"F","message":"m","meta":{"k":"v"}}]}
                """
            let status = try #require(fromJson(ResponseStatus.self, json))
            #expect(status.errorCode == "E")
            #expect(status.message == "M")
            #expect(status.stackTrace == "S")
            #expect(status.meta == ["a": "b"])
            let error = try #require(status.errors.first)
            #expect(error.errorCode == "R")
            #expect(error.fieldName == "F")
            #expect(error.message == "m")
            #expect(error.meta == ["k": "v"])
        }

        @Test func responseStatusWithoutCollectionsDecodesThemEmpty() throws {
            let status = try #require(fromJson(ResponseStatus.self, "{}"))
            #expect(status.errors.isEmpty)
            #expect(status.meta.isEmpty)
            let error = ResponseError()
            #expect(error.errorCode == nil && error.fieldName == nil && error.message == nil && error.meta.isEmpty)
        }

        @Test func errorAndEmptyResponsesCarryAResponseStatus() throws {
            let json = #"{"responseStatus":{"errorCode":"NotFound"}}"#
            #expect(fromJson(ErrorResponse.self, json)?.responseStatus?.errorCode == "NotFound")
            #expect(fromJson(EmptyResponse.self, json)?.responseStatus?.errorCode == "NotFound")
            #expect(ErrorResponse().responseStatus == nil)
            #expect(EmptyResponse().responseStatus == nil)
        }

        @Test func getAccessTokenIsAPostReturningItsResponse() throws {
            let request = GetAccessToken()
            request.refreshToken = "refresh"
            request.useTokenCookie = true
            request.meta = ["m": "1"]
            #expect((request as Any) is IPost)
            #expect(GetAccessToken.Return.self == GetAccessTokenResponse.self)
            let json = try #require(toJson(request))
            let object = try #require(parseJson(json) as? [String: Any])
            #expect(object["refreshToken"] as? String == "refresh")
            #expect(object["useTokenCookie"] as? Bool == true)
            let response = try #require(fromJson(GetAccessTokenResponse.self, #"{"accessToken":"jwt","meta":{}}"#))
            #expect(response.accessToken == "jwt")
            #expect(response.meta.isEmpty)
            #expect(response.responseStatus == nil)
        }

        @Test func navItemsDecodeRecursively() throws {
            let json = """
                {"baseUrl":"https://host/","results":[{"label":"Home","href":"/","exact":true,"id":"home",
                 "className":"c","iconHtml":"<i/>","show":"auth","hide":"admin","meta":{"k":"v"},
                 "children":[{"label":"Child"}]}],"navItemsMap":{"top":[{"label":"Top"}]}}
                """
            let response = try #require(fromJson(GetNavItemsResponse.self, json))
            #expect(response.baseUrl == "https://host/")
            let item = try #require(response.results.first)
            #expect(item.label == "Home")
            #expect(item.href == "/")
            #expect(item.exact == true)
            #expect(item.id == "home")
            #expect(item.className == "c")
            #expect(item.iconHtml == "<i/>")
            #expect(item.show == "auth")
            #expect(item.hide == "admin")
            #expect(item.meta == ["k": "v"])
            #expect(item.children.first?.label == "Child")
            #expect(response.navItemsMap["top"]?.first?.label == "Top")
            #expect(response.meta.isEmpty)
            #expect(response.responseStatus == nil)
            #expect(toJson(GetNavItems()) == "{}")
        }

        @Test func queryBaseFieldsTravelInJson() throws {
            let query = QueryDb<CompatRow>()
            query.skip = 10
            query.take = 5
            query.orderBy = "name"
            query.orderByDesc = "id"
            query.include = "total"
            query.fields = "id,name"
            query.meta = ["m": "1"]
            let json = try #require(toJson(query))
            let object = try #require(parseJson(json) as? [String: Any])
            #expect(object["skip"] as? Int == 10)
            #expect(object["take"] as? Int == 5)
            #expect(object["orderBy"] as? String == "name")
            #expect(object["orderByDesc"] as? String == "id")
            #expect(object["include"] as? String == "total")
            #expect(object["fields"] as? String == "id,name")
            #expect(object["meta"] as? [String: String] == ["m": "1"])
            let decoded = try #require(fromJson(QueryDb<CompatRow>.self, #"{"skip":3,"take":4}"#))
            #expect(decoded.skip == 3)
            #expect(decoded.take == 4)
        }

        @Test func everyQueryKindIsAQueryBase() throws {
            let kinds: [QueryBase] = [
                QueryBase(), QueryDb<CompatRow>(), QueryDb2<CompatRow, CompatSingleColumn>(), QueryData<CompatRow>(),
                QueryData2<CompatRow, CompatSingleColumn>(),
            ]
            for kind in kinds { kind.take = 1 }
            #expect(kinds.allSatisfy { $0.take == 1 && $0.skip == nil })
            #expect(fromJson(QueryDb2<CompatRow, CompatSingleColumn>.self, #"{"take":2}"#)?.take == 2)
            #expect(fromJson(QueryData<CompatRow>.self, #"{"take":3}"#)?.take == 3)
            #expect(fromJson(QueryData2<CompatRow, CompatSingleColumn>.self, #"{"take":4}"#)?.take == 4)
        }

        @Test func generatedQuerySubclassesKeepBaseAndOwnFields() throws {
            let query = QueryCompatRows()
            query.take = 2
            query.nameContains = "li"
            let json = try #require(toJson(query))
            let object = try #require(parseJson(json) as? [String: Any])
            #expect(object["take"] as? Int == 2)
            #expect(object["nameContains"] as? String == "li")
            let decoded = try #require(fromJson(QueryCompatRows.self, #"{"skip":1,"nameContains":"x"}"#))
            #expect(decoded.skip == 1)
            #expect(decoded.nameContains == "x")

            let url = JsonServiceClient(baseUrl: "http://compat.example").createUrl(dto: query)
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            #expect(url.path == "/api/QueryCompatRows")
            #expect(
                Set(items) == [URLQueryItem(name: "take", value: "2"), URLQueryItem(name: "nameContains", value: "li")])
        }

        @Test func generatedAuditSubclassesKeepBaseAndOwnFields() throws {
            let audited = try #require(fromJson(CompatAudited.self, #"{"id":5,"createdBy":"me"}"#))
            #expect(audited.id == 5)
            #expect(audited.createdBy == "me")
            #expect((CompatRowList() as Any) is List<CompatRow>)
        }

        @Test func queryResponseDecodesAPage() throws {
            let json = #"{"offset":5,"total":7,"results":[{"id":1,"name":"a"},{"id":2,"name":"b"}],"meta":{"k":"v"}}"#
            let page = try #require(fromJson(QueryResponse<CompatRow>.self, json))
            #expect(page.offset == 5)
            #expect(page.total == 7)
            #expect(page.results.map(\.name) == ["a", "b"])
            #expect(page.meta == ["k": "v"])
            #expect(page.responseStatus == nil)
            #expect(fromJson(QueryResponse<CompatRow>.self, "{}")?.results.isEmpty == true)
        }

        @Test func auditBaseReadsItsColumns() throws {
            let json = """
                {"createdDate":"\\/Date(1000)\\/","createdBy":"a","modifiedDate":"\\/Date(2000)\\/","modifiedBy":"b",
                 "deletedDate":"\\/Date(3000)\\/","deletedBy":"c"}
                """
            let audit = try #require(fromJson(AuditBase.self, json))
            #expect(audit.createdDate == Date(timeIntervalSince1970: 1))
            #expect(audit.createdBy == "a")
            #expect(audit.modifiedDate == Date(timeIntervalSince1970: 2))
            #expect(audit.modifiedBy == "b")
            #expect(audit.deletedDate == Date(timeIntervalSince1970: 3))
            #expect(audit.deletedBy == "c")
        }

        @Test func listIsAnInstantiableCodableBase() {
            let list: Any = List<CompatRow>()
            #expect(list is Instantiable)
            #expect(list is Codable)
        }

        @Test func returnVoidAndHttpWebResponseExist() {
            #expect(ReturnVoid.void === ReturnVoid.void)
            #expect((ReturnVoid() as Any) is IReturnVoid)
            let response: HttpWebResponse = HttpWebResponse()
            #expect(type(of: response) == HttpWebResponse.self)
        }

        @Test func doubleFromStringReadsNumbersAndDurations() {
            #expect(Double.fromString("1.5") == 1.5)
            #expect(Double.fromString("PT1M") == 60)
            #expect(Double.fromString("P1D") == 86400)
            #expect(Double.fromString("abc") == 0)
            #expect(Double.fromString("2.5kg") == 2.5)
        }

        @Test func doubleFromObjectReadsNumbersAndText() {
            #expect(Double.fromObject(2.5) == 2.5)
            #expect(Double.fromObject(Float(1.5)) == 1.5)
            #expect(Double.fromObject(3) == 3)
            #expect(Double.fromObject("4.5") == 4.5)
            #expect(Double.fromObject("PT2S") == 2)
            #expect(Double.fromObject([1]) == nil)
        }

        @Test func timeSpanTravelsAsAnXsdDuration() throws {
            var dto = CompatDuration()
            dto.duration = 90
            #expect(TimeSpan(wrappedValue: 5).wrappedValue == 5)
            #expect(toJson(dto) == #"{"duration":"PT1M30S"}"#)
            #expect(fromJson(CompatDuration.self, #"{"duration":"PT1H"}"#)?.duration == 3600)
            #expect(fromJson(CompatDuration.self, #"{"duration":null}"#)?.duration == nil)
            #expect(fromJson(CompatDuration.self, "{}")?.duration == nil)
        }

        /// ServiceStack.Swift writes `{"duration":null}`.
        @Test func aNilTimeSpanIsLeftOutInsteadOfWrittenAsNull() {
            #expect(toJson(CompatDuration()) == "{}")
        }

        @Test func timeIntervalConverterUsesXsdDurations() {
            let converter = TimeIntervalConverter()
            #expect(converter.forType == "Double")
            #expect(converter.fromString(TimeInterval.self, "PT1H") == 3600)
            #expect(converter.toString(instance: TimeInterval(90)) == "PT1M30S")
        }

        @Test func fromByteArrayDecodesBase64OrGivesEmpty() {
            #expect(fromByteArray("AQID") == [1, 2, 3])
            #expect(fromByteArray("not base64!") == [])
        }

        @Test func uint8Base64ConverterUsesBase64() {
            let converter = UInt8Base64Converter()
            #expect(converter.forType == "Array<UInt8>")
            #expect(converter.fromString([UInt8].self, "AQID") == [1, 2, 3])
            #expect(converter.toString(instance: [UInt8]([1, 2, 3])) == "AQID")
            #expect(converter.toString(instance: "text") == nil)
        }

        @Test func stringConvertibleIsImplementable() {
            let converter: StringConvertible = CompatUppercaseConverter()
            #expect(converter.forType == "CompatShout")
            #expect(converter.fromString(String.self, "loud") == "LOUD")
            #expect(converter.toString(instance: "QUIET") == "quiet")
        }

        @Test func stringConverterUsesLosslessStringConvertible() {
            let converter = StringConverter(CompatCelsius.self, forType: "Celsius")
            #expect(converter.forType == "Celsius")
            #expect(converter.fromString(CompatCelsius.self, "21.5C") == CompatCelsius(degrees: 21.5))
            #expect(converter.toString(instance: CompatCelsius(degrees: 3)) == "3.0C")
        }

        @Test func convertersHaveTheBuiltInsAndTakeRegistrations() {
            #expect(Converters.get(TimeInterval.self)?.forType == "Double")
            #expect(Converters.get([UInt8].self)?.forType == "Array<UInt8>")
            #expect(Converters.get(CompatCelsius.self) == nil)

            Converters.register(CompatUppercaseConverter())
            Converters.register(CompatCelsius.self)
            Converters.register(CompatCelsius.self, forType: "CompatCelsiusAlias")

            #expect(Converters.get(CompatCelsius.self)?.forType == "CompatCelsius")
            #expect(
                Converters.get(CompatCelsius.self)?.fromString(CompatCelsius.self, "1C") == CompatCelsius(degrees: 1))
        }

        /// ServiceStack.Swift gives nil when no converter is registered for the type.
        @Test func convertIfPresentWithoutAConverterDecodesTheValueInsteadOfGivingNil() throws {
            let decoded = try #require(fromJson(CompatUnconverted.self, #"{"text":"plain"}"#))
            #expect(decoded.text == "plain")
        }

        @Test func keyedContainerHelpersFillMissingValues() throws {
            Converters.register(CompatCelsius.self)
            let full = """
                {"celsius":"21.5C","span":"PT1M","map":{"a":1},"list":["x"],"bytes":"AQID"}
                """
            let converted = try #require(fromJson(CompatConverted.self, full))
            #expect(converted.celsius == CompatCelsius(degrees: 21.5))
            #expect(converted.span.wrappedValue == 60)
            #expect(converted.map == ["a": 1])
            #expect(converted.list == ["x"])
            #expect(converted.bytes == [1, 2, 3])

            let empty = try #require(fromJson(CompatConverted.self, "{}"))
            #expect(empty.celsius == nil)
            #expect(empty.span.wrappedValue == nil)
            #expect(empty.map.isEmpty)
            #expect(empty.list.isEmpty)
            #expect(empty.bytes.isEmpty)
        }

        @Test func xsdDurationsFollowDotNetTimeSpan() {
            #expect(TimeInterval.ticksPerSecond == 10_000_000)
            #expect(TimeInterval(0).toXsdDuration() == "PT0S")
            #expect(TimeInterval(0.5).toXsdDuration() == "PT0.5S")
            #expect(TimeInterval(90).toXsdDuration() == "PT1M30S")
            #expect(TimeInterval(3600).toXsdDuration() == "PT1H")
            #expect(TimeInterval(86400).toXsdDuration() == "P1D")
            #expect(TimeInterval(90061.5).toXsdDuration() == "P1DT1H1M1.5S")
        }

        @Test func xsdDurationsParseBackToSeconds() {
            #expect(TimeInterval.fromXsdDuration("P1DT1H1M1.5S") == 90061.5)
            #expect(TimeInterval.fromXsdDuration("PT0S") == 0)
            #expect(TimeInterval.fromTimeIntervalString("PT1M30S") == 90)
            #expect(TimeInterval.fromTimeIntervalString("P2D") == 172_800)
            #expect(TimeInterval.fromTimeIntervalObject("PT1H" as AnyObject) == 3600)
            #expect(TimeInterval.fromTimeIntervalObject(NSNull()) == nil)
        }

        @Test func guidParseGivesTheText() {
            #expect(Guid.parse("5f3c9f52-2b1d-4a57-9d1e-000000000001") == "5f3c9f52-2b1d-4a57-9d1e-000000000001")
        }
    }
}

/// The official signatures: a renamed label, a changed type or optionality breaks the build here.
enum CoreTypesSignatures {
    static func protocolRequirements() {
        let _: () -> CompatInstantiable = CompatInstantiable.init
        let _: any Dto.Type = CompatDto.self
        let _: any RequestDto.Type = CompatRequestDto.self
        let _: CompatHelloResponse.Type = CompatRequestDto.Return.self
        let _: any IReturnVoid.Type = CompatVoid.self
        let _: [Any.Type] = [IGet.self, IPost.self, IPut.self, IDelete.self, IPatch.self]
        let _: WritableKeyPath<any IHasSessionId, String?> = \.sessionId
        let _: WritableKeyPath<any IHasBearerToken, String?> = \.bearerToken
        let _: WritableKeyPath<any IMeta, [String: String]> = \.meta
        let _: WritableKeyPath<any IHasVersion, Int?> = \.version
        let _: KeyPath<any StringConvertible, String> = \.forType
        let converter: any StringConvertible = CompatUppercaseConverter()
        let _: (Int.Type, String) -> Int? = converter.fromString(_:_:)
        let _: (Int) -> String? = converter.toString(instance:)
    }

    static func check() {
        let status = ResponseStatus()
        let _: (String?, String?, String?, [ResponseError], [String: String]) = (
            status.errorCode, status.message, status.stackTrace, status.errors, status.meta
        )
        let error = ResponseError()
        let _: (String?, String?, String?, [String: String]) = (
            error.errorCode, error.fieldName, error.message, error.meta
        )
        let _: ResponseStatus? = ErrorResponse().responseStatus
        let _: ResponseStatus? = EmptyResponse().responseStatus
        let token = GetAccessToken()
        let _: (String?, Bool?, [String: String]) = (token.refreshToken, token.useTokenCookie, token.meta)
        let tokenResponse = GetAccessTokenResponse()
        let _: (String?, [String: String], ResponseStatus?) = (
            tokenResponse.accessToken, tokenResponse.meta, tokenResponse.responseStatus
        )
        let item = NavItem()
        let _: (String?, String?, Bool?, String?, String?, String?, String?, String?) = (
            item.label, item.href, item.exact, item.id, item.className, item.iconHtml, item.show, item.hide
        )
        let _: ([NavItem], [String: String]) = (item.children, item.meta)
        let _: GetNavItems = GetNavItems()
        let navResponse = GetNavItemsResponse()
        let _: (String?, [NavItem], [String: [NavItem]], [String: String], ResponseStatus?) = (
            navResponse.baseUrl, navResponse.results, navResponse.navItemsMap, navResponse.meta,
            navResponse.responseStatus
        )
        let query = QueryBase()
        let _: (Int?, Int?, String?, String?, String?, String?, [String: String]) = (
            query.skip, query.take, query.orderBy, query.orderByDesc, query.include, query.fields, query.meta
        )
        let _: (Decoder) throws -> QueryDb<CompatRow> = QueryDb<CompatRow>.init(from:)
        let _: (Decoder) throws -> QueryDb2<CompatRow, CompatRow> = QueryDb2<CompatRow, CompatRow>.init(from:)
        let _: (Decoder) throws -> QueryData<CompatRow> = QueryData<CompatRow>.init(from:)
        let _: (Decoder) throws -> QueryData2<CompatRow, CompatRow> = QueryData2<CompatRow, CompatRow>.init(from:)
        let _: (Encoder) throws -> Void = QueryDb<CompatRow>().encode(to:)
        let page = QueryResponse<CompatRow>()
        let _: (Int?, Int?, [CompatRow], [String: String], ResponseStatus?) = (
            page.offset, page.total, page.results, page.meta, page.responseStatus
        )
        let audit = AuditBase()
        let _: (Date?, String?, Date?, String?, Date?, String?) = (
            audit.createdDate, audit.createdBy, audit.modifiedDate, audit.modifiedBy, audit.deletedDate,
            audit.deletedBy
        )
        let _: (Encoder) throws -> Void = List<CompatRow>().encode(to:)
        let _: ReturnVoid = ReturnVoid.void
        let _: HttpWebResponse = HttpWebResponse()
        let _: (String) -> Double? = Double.fromString(_:)
        let _: (Any) -> Double? = Double.fromObject(_:)
        let _: (TimeInterval?) -> TimeSpan = TimeSpan.init(wrappedValue:)
        let _: WritableKeyPath<TimeSpan, TimeInterval?> = \TimeSpan.wrappedValue
        let _: (Decoder) throws -> TimeSpan = TimeSpan.init(from:)
        let _: (Encoder) throws -> Void = TimeSpan(wrappedValue: 1).encode(to:)
        let timeIntervalConverter = TimeIntervalConverter()
        timeIntervalConverter.forType = "Double"
        let _: (Int.Type, String) -> Int? = timeIntervalConverter.fromString(_:_:)
        let _: (Int) -> String? = timeIntervalConverter.toString(instance:)
        let _: (String) -> [UInt8] = fromByteArray(_:)
        let bytesConverter = UInt8Base64Converter()
        bytesConverter.forType = "Array<UInt8>"
        let _: (Int.Type, String) -> Int? = bytesConverter.fromString(_:_:)
        let _: (Int) -> String? = bytesConverter.toString(instance:)
        let _: (CompatCelsius.Type, String) -> StringConverter<CompatCelsius> = StringConverter.init(_:forType:)
        let celsiusConverter = StringConverter(CompatCelsius.self, forType: "Celsius")
        let _: String = celsiusConverter.forType
        let _: (Int.Type, String) -> Int? = celsiusConverter.fromString(_:_:)
        let _: (Int) -> String? = celsiusConverter.toString(instance:)
        let _: (CompatUppercaseConverter) -> Void = Converters.register(_:)
        let _: (CompatCelsius.Type, String) -> Void = Converters.register(_:forType:)
        let _: (CompatCelsius.Type) -> Void = Converters.register(_:)
        let _: (CompatCelsius.Type) -> StringConvertible? = Converters.get(_:)
        let _: Double = TimeInterval.ticksPerSecond
        let _: () -> String = TimeInterval(1).toXsdDuration
        let _: (String) -> TimeInterval? = TimeInterval.fromXsdDuration(_:)
        let _: (String) -> TimeInterval? = TimeInterval.fromTimeIntervalString(_:)
        let _: (AnyObject) -> TimeInterval? = TimeInterval.fromTimeIntervalObject(_:)
        let _: (String) -> String? = Guid.parse(_:)
    }

    /// The `KeyedDecodingContainer` helpers, with the official labels and types.
    static func check(_ container: KeyedDecodingContainer<CompatConverted.CodingKeys>) throws {
        let _: CompatCelsius? = try container.convertIfPresent(CompatCelsius.self, forKey: .celsius)
        let _: TimeSpan = try container.decode(TimeSpan.self, forKey: .span)
        let _: [String: Int] = try container.decode([String: Int].self, forKey: .map)
        let _: [String] = try container.decode([String].self, forKey: .list)
    }
}
