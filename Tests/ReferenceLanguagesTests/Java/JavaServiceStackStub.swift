/// The least of ServiceStack's Java client library (`net.servicestack.client`) that generated DTOs use, so that
/// `javac` can compile them without the library: the request markers, the verb and CRUD interfaces, the types the
/// generator leaves to the library, `TimeSpan`, and the annotations it writes. One source file per type, as Java
/// wants them.
enum JavaServiceStackStub {
    static let package = "net.servicestack.client"

    /// File name (without `.java`) → source.
    static let sources: [String: String] = {
        var sources: [String: String] = [
            "IReturn": "public interface IReturn<T> { Object getResponseType(); }",
            "IReturnVoid": "public interface IReturnVoid { }",
            "ResponseError": """
            public class ResponseError {
                public String errorCode; public String fieldName; public String message;
                public java.util.HashMap<String, String> meta;
            }
            """,
            "ResponseStatus": """
            public class ResponseStatus {
                public String errorCode; public String message; public String stackTrace;
                public java.util.ArrayList<ResponseError> errors; public java.util.HashMap<String, String> meta;
            }
            """,
            "ErrorResponse": "public class ErrorResponse { public ResponseStatus responseStatus; }",
            "TimeSpan": "public class TimeSpan { public long ticks; }",
            "Route": """
            @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
            public @interface Route { String value() default ""; String Path() default ""; String Verbs() default ""; }
            """,
            "DataContract": """
            @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
            public @interface DataContract { String Name() default ""; String Namespace() default ""; }
            """,
            "Api": """
            @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
            public @interface Api { String value() default ""; String Description() default ""; }
            """,
            "ApiMember": """
            @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
            public @interface ApiMember {
                String Verb() default ""; String ParameterType() default ""; String Name() default "";
                String Description() default ""; String DataType() default ""; boolean IsRequired() default false;
                boolean AllowMultiple() default false; String Route() default "";
            }
            """,
            "DataMember": """
            @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
            public @interface DataMember {
                String Name() default ""; int Order() default 0; boolean IsRequired() default false;
                boolean EmitDefaultValue() default true;
            }
            """,
        ]
        for name in ["IGet", "IPost", "IPut", "IDelete", "IPatch", "IHasSessionId", "IHasBearerToken", "IHasVersion"] {
            sources[name] = "public interface \(name) { }"
        }
        for name in ["ICreateDb", "IUpdateDb", "IPatchDb", "IDeleteDb", "ISaveDb"] {
            sources[name] = "public interface \(name)<T> { }"
        }
        return sources.mapValues { "package \(package);\n\n\($0)\n" }
    }()
}
