import ServiceStack
import ServiceStackServer

// The custom routes of the public ServiceStack test server, declared on the DTOs so that the host
// serves them and `/types/metadata` lists them.

extension Hello: MetadataDescribing {
    public static var metadataRoutes: [Route] { [Route("/hello"), Route("/hello/{Name}")] }
}

extension HelloAllTypes: MetadataDescribing {
    public static var metadataRoutes: [Route] { [Route("/all-types")] }
}

extension EchoTypes: MetadataDescribing {
    public static var metadataRoutes: [Route] { [Route("/echo/types")] }
    public static var metadataProperties: [String: PropertyDescription] {
        AllTypes.metadataProperties
    }
}

extension SendRestGet: MetadataDescribing {
    public static var metadataRoutes: [Route] { [Route("/sendrestget/{Id}", verbs: "GET")] }
}

extension ThrowHttpError: MetadataDescribing {
    public static var metadataRoutes: [Route] { [Route("/throwhttperror/{Status}")] }
}

extension Throw404: MetadataDescribing {
    public static var metadataRoutes: [Route] {
        [Route("/throw404"), Route("/throw404/{Message}"), Route("/throw/404", verbs: "GET")]
    }
}

extension ThrowCustom400: MetadataDescribing {
    public static var metadataRoutes: [Route] {
        [Route("/throwcustom400"), Route("/throwcustom400/{Message}")]
    }
}

extension ThrowType: MetadataDescribing {
    public static var metadataRoutes: [Route] { [Route("/throw/{Type}")] }
}

extension ThrowValidation: MetadataDescribing {
    public static var metadataRoutes: [Route] { [Route("/throwvalidation")] }
}

extension KeyValuePair: MetadataDescribing {
    public static var metadataGenericParameters: [String] { ["TKey", "TValue"] }
    public static var metadataProperties: [String: PropertyDescription] {
        ["key": PropertyDescription(type: "TKey"), "value": PropertyDescription(type: "TValue")]
    }
}

// .NET types that Swift spells differently (`decimal` as `Double`, `Guid` and `char` as `String`),
// so that other languages' generators see the official types.

extension AllTypes: MetadataDescribing {
    public static var metadataProperties: [String: PropertyDescription] {
        [
            "long": PropertyDescription(type: "Int64"),
            "decimal": PropertyDescription(type: "Decimal"),
            "dateTimeOffset": PropertyDescription(type: "DateTimeOffset"),
            "guid": PropertyDescription(type: "Guid"),
            "char": PropertyDescription(type: "Char"),
        ]
    }
}
