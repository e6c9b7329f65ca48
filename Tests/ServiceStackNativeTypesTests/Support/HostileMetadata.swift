import Foundation
import ServiceStackNativeTypes

/// A document full of names that are hard to turn into Swift.
enum HostileMetadata {
    static let json = #"""
        {
          "namespaces": ["Hostile"],
          "operations": [
            {
              "request": {
                "name": "default", "namespace": "Hostile", "implements": [],
                "properties": [
                  { "name": "Class", "type": "String" },
                  { "name": "Self", "type": "String" },
                  { "name": "Protocol", "type": "String" },
                  { "name": "Type", "type": "String" },
                  { "name": "Init", "type": "String" },
                  { "name": "Return", "type": "Int32", "isValueType": true },
                  { "name": "True", "type": "Boolean", "isValueType": true },
                  { "name": "Nil", "type": "String" },
                  { "name": "Inout", "type": "String" },
                  { "name": "_", "type": "String" },
                  { "name": "first name", "type": "String" },
                  { "name": "2ndValue", "type": "Int32", "isValueType": true },
                  { "name": "Größe", "type": "Double", "isValueType": true },
                  { "name": "🙂", "type": "String" },
                  { "name": "🙃", "type": "String" },
                  { "name": "Name", "type": "String" },
                  { "name": "name", "type": "String" },
                  { "name": "Description", "type": "String" },
                  { "name": "description", "type": "String" },
                  { "name": "Deep", "type": "Dictionary`2",
                    "genericArgs": ["String", "List<Dictionary<String,List<Nullable<Int32>>>>"] },
                  { "name": "Geo", "type": "SqlGeography", "namespace": "Microsoft.SqlServer.Types" },
                  { "name": "Version", "type": "Version", "namespace": "System" },
                  { "name": "Immutable", "type": "ImmutableArray`1", "genericArgs": ["Int32"] },
                  { "name": "Odd", "type": "List`1", "genericArgs": ["Unknown<Thing>"] },
                  { "name": "Mode", "type": "class", "isValueType": true, "isEnum": true }
                ]
              },
              "response": { "name": "default", "namespace": "Hostile", "implements": [] },
              "returnType": { "name": "default", "namespace": "Hostile" },
              "actions": ["ANY"]
            },
            {
              "request": {
                "name": "My Request", "namespace": "Hostile", "implements": [],
                "properties": [{ "name": "Value", "type": "1stPlace" }]
              },
              "returnsVoid": true,
              "actions": ["ANY"]
            }
          ],
          "types": [
            {
              "name": "class", "namespace": "Hostile", "isEnum": true, "implements": [],
              "enumNames": ["default", "Self", "1st", "a b", "A", "A", "Größe"]
            },
            {
              "name": "Numbers", "namespace": "Hostile", "isEnum": true, "isEnumInt": true, "implements": [],
              "enumNames": ["Zero", "One", "AlsoOne", "Two"], "enumValues": ["0", "1", "1", "2"]
            },
            { "name": "Empty", "namespace": "Hostile", "isEnum": true, "implements": [] },
            {
              "name": "1stPlace", "namespace": "Hostile", "implements": [],
              "properties": [{ "name": "Winner", "type": "Größe" }]
            },
            {
              "name": "Größe", "namespace": "Hostile", "implements": [],
              "properties": [{ "name": "Wert", "type": "Int32", "isValueType": true }]
            },
            {
              "name": "RecursiveNode", "namespace": "Hostile", "implements": [],
              "properties": [
                { "name": "Id", "type": "Int32", "isValueType": true },
                { "name": "Value", "type": "String" },
                { "name": "Next", "type": "RecursiveNode" },
                { "name": "Children", "type": "List`1", "genericArgs": ["RecursiveNode"] },
                { "name": "Partner", "type": "Mutual" }
              ]
            },
            {
              "name": "Mutual", "namespace": "Hostile", "implements": [],
              "properties": [{ "name": "Back", "type": "RecursiveNode" }]
            },
            {
              "name": "Box`1", "namespace": "Hostile", "genericArgs": ["T"], "implements": [],
              "properties": [
                { "name": "Item", "type": "T" },
                { "name": "Items", "type": "List`1", "genericArgs": ["T"] },
                { "name": "Nested", "type": "Box`1", "genericArgs": ["Box<T>"] }
              ]
            },
            { "name": "Box", "namespace": "Hostile", "implements": [], "properties": [{ "name": "Id", "type": "Guid" }] },
            {
              "name": "UsesBoxes", "namespace": "Hostile", "implements": [],
              "properties": [
                { "name": "Boxes", "type": "List`1", "genericArgs": ["Box<Box<String>>"] },
                { "name": "Plain", "type": "Box" }
              ]
            },
            {
              "name": "IThing", "namespace": "Hostile", "isInterface": true, "genericArgs": ["T"], "implements": [],
              "properties": [{ "name": "Thing", "type": "T" }]
            },
            {
              "name": "HasThing", "namespace": "Hostile",
              "implements": [{ "name": "IThing`1", "namespace": "Hostile", "genericArgs": ["String"] }],
              "properties": [
                { "name": "Thing", "type": "String" },
                { "name": "Things", "type": "List`1", "genericArgs": ["IThing<String>"] },
                { "name": "Id", "type": "String" }
              ]
            },
            {
              "name": "Child", "namespace": "Hostile", "implements": [],
              "inherits": { "name": "Parent", "namespace": "Hostile" },
              "properties": [
                { "name": "Id", "type": "Int32", "isValueType": true },
                { "name": "Extra", "type": "String" }
              ]
            },
            {
              "name": "Parent", "namespace": "Hostile", "implements": [],
              "inherits": { "name": "MissingBase", "namespace": "Elsewhere" },
              "properties": [{ "name": "Id", "type": "Int32", "isValueType": true }]
            }
          ]
        }
        """#

    static func document() throws -> MetadataTypes {
        try MetadataTypes.decode(from: Data(json.utf8))
    }
}
