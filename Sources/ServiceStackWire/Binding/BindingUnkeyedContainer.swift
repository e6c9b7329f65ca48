/// Sequential access to a list's items.
struct BindingUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [WireValue]
    let reader: JsvReader
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [WireValue], reader: JsvReader, codingPath: [any CodingKey]) {
        self.items = items
        self.reader = reader
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func nextDecoder() throws -> BindingDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "No more items in the list"))
        }
        let decoder = BindingDecoder(
            value: items[currentIndex], reader: reader, parentPath: codingPath,
            key: BindingCodingKey(intValue: currentIndex))
        currentIndex += 1
        return decoder
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try nextDecoder().decodeBool() }
    mutating func decode(_ type: String.Type) throws -> String { try nextDecoder().decodeString() }
    mutating func decode(_ type: Double.Type) throws -> Double { try nextDecoder().decodeFloat(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try nextDecoder().decodeFloat(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try nextDecoder().decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try nextDecoder().decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try nextDecoder().decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try nextDecoder().decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try nextDecoder().decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try nextDecoder().decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try nextDecoder().decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try nextDecoder().decodeInteger(type)
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try nextDecoder().decodeInteger(type)
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try nextDecoder().decodeInteger(type)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try nextDecoder().decodeValue(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nextDecoder()
    }
}
