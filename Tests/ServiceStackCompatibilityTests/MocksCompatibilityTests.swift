import Foundation
import ServiceStack
import Testing

private enum CompatKey: String, CodingKey {
    case value
}

/// ServiceStack.Swift's `Mocks.swift`: `EmptyDecoder` and `CaptureDecoder`.
extension ServiceStackCompatibility {
    @Suite struct Mocks {
        @Test func emptyDecoderHasNoPathAndNoUserInfo() {
            let decoder = EmptyDecoder.instance
            #expect(decoder.codingPath.isEmpty)
            #expect(decoder.userInfo.isEmpty)
        }

        @Test func emptyDecoderKeyedContainerHasNoKeysAndEmptyValues() throws {
            let container = try EmptyDecoder.instance.container(keyedBy: CompatKey.self)
            #expect(container.allKeys.isEmpty)
            #expect(!container.contains(.value))
            #expect(try container.decode(Int.self, forKey: .value) == 0)
            #expect(try container.decode(String.self, forKey: .value) == "")
            #expect(try container.decode(Bool.self, forKey: .value) == false)
            #expect(try container.decode(Double.self, forKey: .value) == 0)
            #expect(try container.decodeIfPresent(Int.self, forKey: .value) == nil)
            #expect(try container.decodeIfPresent(String.self, forKey: .value) == nil)
        }

        @Test func emptyDecoderUnkeyedContainerIsAtItsEnd() throws {
            let container = try EmptyDecoder.instance.unkeyedContainer()
            #expect(container.count == 0)
            #expect(container.isAtEnd)
            #expect(container.currentIndex == 0)
        }

        @Test func emptyDecoderSingleValueContainerGivesEmptyValues() throws {
            let container = try EmptyDecoder.instance.singleValueContainer()
            #expect(container.decodeNil())
            #expect(try container.decode(String.self) == "")
            #expect(try container.decode(Int.self) == 0)
            #expect(try container.decode(Double.self) == 0)
            let decoded = try container.decode(Bool.self)
            #expect(decoded == true)
            #expect(Factory<Bool>.create() == true)
        }

        @Test func emptyDecoderFillsWholeDtos() throws {
            let defaults = try CompatDefaults(from: EmptyDecoder.instance)
            #expect(defaults.count == 0)
            #expect(defaults.text == "")
            #expect(defaults.list == [])
            #expect(defaults.optional == nil)
            let status = try ResponseStatus(from: EmptyDecoder.instance)
            #expect(status.errorCode == nil)
            #expect(status.errors.isEmpty)
        }

        @Test func captureDecoderDecodesEmptyValuesLikeEmptyDecoder() throws {
            let decoder = CaptureDecoder()
            let defaults = try CompatDefaults(from: decoder)
            #expect(defaults.count == 0)
            #expect(defaults.text == "")
            #expect(defaults.optional == nil)
            #expect(decoder.codingPath.isEmpty)
            #expect(decoder.userInfo.isEmpty)
            #expect(try decoder.unkeyedContainer().isAtEnd)
            #expect(try decoder.singleValueContainer().decode(String.self) == "")
        }

        /// ServiceStack.Swift's `allKeys` stays empty; ours lists the keys a type asked for (see the README).
        @Test func captureDecoderListsTheKeysATypeAskedForInsteadOfStayingEmpty() throws {
            let decoder = CaptureDecoder()
            _ = try CompatRow(from: decoder)
            #expect(decoder.allKeys == ["id", "name"])
        }
    }
}

/// The official signatures: a renamed label, a changed type or optionality breaks the build here.
enum MocksSignatures {
    static func check() throws {
        let _: Decoder = EmptyDecoder.instance
        let _: KeyPath<EmptyDecoder, [CodingKey]> = \EmptyDecoder.codingPath
        let _: KeyPath<EmptyDecoder, [CodingUserInfoKey: Any]> = \EmptyDecoder.userInfo
        let empty = EmptyDecoder()
        let _: KeyedDecodingContainer<CompatKey> = try empty.container(keyedBy: CompatKey.self)
        let _: () throws -> UnkeyedDecodingContainer = empty.unkeyedContainer
        let _: () throws -> SingleValueDecodingContainer = empty.singleValueContainer
        let capture = CaptureDecoder()
        let _: [CodingKey] = capture.codingPath
        let _: [CodingUserInfoKey: Any] = capture.userInfo
        let _: [String] = capture.allKeys
        let _: KeyedDecodingContainer<CompatKey> = try capture.container(keyedBy: CompatKey.self)
        let _: () throws -> UnkeyedDecodingContainer = capture.unkeyedContainer
        let _: () throws -> SingleValueDecodingContainer = capture.singleValueContainer
    }
}
