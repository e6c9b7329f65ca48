import ServiceStack
import ServiceStackServer

// The custom routes of the public ServiceStack test server, declared on the DTOs so that the host
// serves them and `/types/metadata` lists them.

extension Hello: MetadataDescribing {
    package static var metadataRoutes: [Route] { [Route("/hello"), Route("/hello/{Name}")] }
}

extension HelloAllTypes: MetadataDescribing {
    package static var metadataRoutes: [Route] { [Route("/all-types")] }
}

extension EchoTypes: MetadataDescribing {
    package static var metadataRoutes: [Route] { [Route("/echo/types")] }
    package static var metadataProperties: [String: PropertyDescription] {
        AllTypes.metadataProperties
    }
}

extension SendRestGet: MetadataDescribing {
    package static var metadataRoutes: [Route] { [Route("/sendrestget/{Id}", verbs: "GET")] }
}

extension ThrowHttpError: MetadataDescribing {
    package static var metadataRoutes: [Route] { [Route("/throwhttperror/{Status}")] }
}

extension Throw404: MetadataDescribing {
    package static var metadataRoutes: [Route] {
        [Route("/throw404"), Route("/throw404/{Message}"), Route("/throw/404", verbs: "GET")]
    }
}

extension ThrowCustom400: MetadataDescribing {
    package static var metadataRoutes: [Route] {
        [Route("/throwcustom400"), Route("/throwcustom400/{Message}")]
    }
}

extension ThrowType: MetadataDescribing {
    package static var metadataRoutes: [Route] { [Route("/throw/{Type}")] }
}

extension ThrowValidation: MetadataDescribing {
    package static var metadataRoutes: [Route] { [Route("/throwvalidation")] }
}

extension KeyValuePair: MetadataDescribing {
    package static var metadataGenericParameters: [String] { ["TKey", "TValue"] }
    package static var metadataProperties: [String: PropertyDescription] {
        ["key": PropertyDescription(type: "TKey"), "value": PropertyDescription(type: "TValue")]
    }
}

// .NET types that Swift spells differently (`decimal` as `Double`, `Guid` and `char` as `String`),
// so that other languages' generators see the official types.

extension AllTypes: MetadataDescribing {
    package static var metadataProperties: [String: PropertyDescription] {
        [
            "long": PropertyDescription(type: "Int64"),
            "decimal": PropertyDescription(type: "Decimal"),
            "dateTimeOffset": PropertyDescription(type: "DateTimeOffset"),
            "guid": PropertyDescription(type: "Guid"),
            "char": PropertyDescription(type: "Char"),
        ]
    }
}
