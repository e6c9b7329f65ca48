/// The least of ServiceStack's C# client library that generated DTOs use, so that Mono's `mcs` can compile them
/// without the library: the request markers, the verb and CRUD interfaces, the response types and AutoQuery bases
/// that stay in the library, and the attributes the generator writes. Mono's base install has no
/// `System.Runtime.Serialization.dll`: its data contract attributes are declared here too.
enum CSharpServiceStackStub {
    static let source = """
        using System;
        using System.Collections.Generic;

        namespace ServiceStack.DataAnnotations { }

        namespace System.Runtime.Serialization
        {
            public class DataContractAttribute : Attribute
            {
                public string Name { get; set; }
                public string Namespace { get; set; }
            }
            public class DataMemberAttribute : Attribute
            {
                public string Name { get; set; }
                public int Order { get; set; }
                public bool IsRequired { get; set; }
                public bool EmitDefaultValue { get; set; }
            }
            public class EnumMemberAttribute : Attribute
            {
                public string Value { get; set; }
            }
            [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true)]
            public class ContractNamespaceAttribute : Attribute
            {
                public ContractNamespaceAttribute(string contractNamespace) { }
                public string ClrNamespace { get; set; }
            }
            public sealed class ExtensionDataObject { }
            public interface IExtensibleDataObject { ExtensionDataObject ExtensionData { get; set; } }
        }

        namespace ServiceStack
        {
            public interface IReturn { }
            public interface IReturn<T> : IReturn { }
            public interface IReturnVoid : IReturn { }
            public interface IGet { }
            public interface IPost { }
            public interface IPut { }
            public interface IDelete { }
            public interface IPatch { }
            public interface ICreateDb<T> { }
            public interface IUpdateDb<T> { }
            public interface IPatchDb<T> { }
            public interface IDeleteDb<T> { }
            public interface ISaveDb<T> { }
            public interface IHasSessionId { }
            public interface IHasBearerToken { }

            public class ResponseError
            {
                public string ErrorCode { get; set; }
                public string FieldName { get; set; }
                public string Message { get; set; }
                public Dictionary<string, string> Meta { get; set; }
            }

            public class ResponseStatus
            {
                public string ErrorCode { get; set; }
                public string Message { get; set; }
                public string StackTrace { get; set; }
                public List<ResponseError> Errors { get; set; }
                public Dictionary<string, string> Meta { get; set; }
            }

            public class IdResponse
            {
                public string Id { get; set; }
                public ResponseStatus ResponseStatus { get; set; }
            }

            public abstract class AuditBase
            {
                public DateTime CreatedDate { get; set; }
                public string CreatedBy { get; set; }
                public DateTime ModifiedDate { get; set; }
                public string ModifiedBy { get; set; }
                public DateTime? DeletedDate { get; set; }
                public string DeletedBy { get; set; }
            }

            public class EmptyResponse { public ResponseStatus ResponseStatus { get; set; } }
            public class ErrorResponse { public ResponseStatus ResponseStatus { get; set; } }

            public abstract class QueryBase
            {
                public int? Skip { get; set; }
                public int? Take { get; set; }
                public string OrderBy { get; set; }
            }
            public abstract class QueryDb<T> : QueryBase, IReturn<QueryResponse<T>> { }
            public abstract class QueryDb<From, Into> : QueryBase, IReturn<QueryResponse<Into>> { }

            public class QueryResponse<T>
            {
                public int Offset { get; set; }
                public int Total { get; set; }
                public List<T> Results { get; set; }
                public ResponseStatus ResponseStatus { get; set; }
            }

            [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
            public class RouteAttribute : Attribute
            {
                public RouteAttribute(string path) { }
                public RouteAttribute(string path, string verbs) { }
            }

            public class DescriptionAttribute : Attribute
            {
                public DescriptionAttribute(string description) { }
            }
        }
        """
}
