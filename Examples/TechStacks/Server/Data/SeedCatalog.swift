/// Real technology names per tier, as `Name|Vendor`, the raw material of the seed data.
enum SeedCatalog {
    static let technologies: [TechnologyTier: [String]] = [
        .ProgrammingLanguage: [
            "Swift|Apple", "Objective-C|Apple", "C#|Microsoft", "F#|Microsoft", "TypeScript|Microsoft",
            "JavaScript|Ecma International", "Python|Python Software Foundation", "Ruby|Ruby Association",
            "Go|Google", "Dart|Google", "Kotlin|JetBrains", "Java|Oracle", "Scala|EPFL", "Clojure|Cognitect",
            "Rust|Rust Foundation", "C|ISO", "C++|ISO", "PHP|The PHP Group", "Perl|Perl Foundation",
            "Elixir|Plataformatec", "Erlang|Ericsson", "Haskell|Haskell.org", "OCaml|INRIA", "Lua|PUC-Rio",
            "R|R Foundation", "Julia|JuliaHub", "Zig|Zig Software Foundation", "Crystal|Manas", "Nim|Nim Team",
            "Groovy|Apache", "VB.NET|Microsoft", "Elm|Elm Software Foundation", "Gleam|Gleam Team",
            "Lisp|Common Lisp Foundation", "Fortran|ISO", "COBOL|ISO",
        ],
        .Client: [
            "SwiftUI|Apple", "UIKit|Apple", "React|Meta", "React Native|Meta", "Vue.js|Vue Team",
            "Angular|Google", "Svelte|Svelte Team", "SolidJS|Solid Team", "Flutter|Google",
            "Jetpack Compose|Google", "jQuery|OpenJS Foundation", "Bootstrap|Bootstrap Team",
            "Tailwind CSS|Tailwind Labs", "Next.js|Vercel", "Nuxt|NuxtLabs", "Remix|Shopify",
            "Ember.js|Ember Team", "Backbone.js|DocumentCloud", "Electron|OpenJS Foundation", "Tauri|Tauri Team",
            "Blazor|Microsoft", "Xamarin|Microsoft", ".NET MAUI|Microsoft", "WPF|Microsoft", "Qt|The Qt Company",
            "GTK|GNOME", "Redux|Redux Team", "MobX|MobX Team", "htmx|Big Sky Software", "Alpine.js|Alpine Team",
            "Lit|Google", "Preact|Preact Team", "Ionic|Ionic", "Vite|VoidZero", "webpack|OpenJS Foundation",
        ],
        .Http: [
            "nginx|F5", "Apache HTTP Server|Apache", "IIS|Microsoft", "Caddy|Caddy Team",
            "HAProxy|HAProxy Technologies",
            "Envoy|CNCF", "Traefik|Traefik Labs", "Kestrel|Microsoft", "Varnish|Varnish Software",
            "lighttpd|lighttpd Team", "Cloudflare|Cloudflare", "Fastly|Fastly", "Akamai|Akamai",
            "Amazon CloudFront|Amazon", "Azure Front Door|Microsoft", "OpenResty|OpenResty", "Tomcat|Apache",
            "Jetty|Eclipse Foundation", "Undertow|Red Hat", "Gunicorn|Gunicorn Team", "uWSGI|unbit", "Puma|Puma Team",
            "Unicorn|Unicorn Team", "Node.js|OpenJS Foundation", "SwiftNIO|Apple", "Netty|Netty Project",
            "Kong|Kong", "Tyk|Tyk Technologies", "Squid|Squid Project", "Istio|CNCF",
        ],
        .Server: [
            "ServiceStack|ServiceStack", "ASP.NET Core|Microsoft", "Hummingbird|Hummingbird Project", "Vapor|Vapor",
            "Express|OpenJS Foundation", "Fastify|OpenJS Foundation", "NestJS|NestJS",
            "Django|Django Software Foundation",
            "Flask|Pallets", "FastAPI|FastAPI", "Ruby on Rails|Rails Foundation", "Sinatra|Sinatra Team",
            "Spring Boot|VMware", "Quarkus|Red Hat", "Micronaut|Object Computing", "Ktor|JetBrains",
            "Phoenix|Phoenix Framework", "Laravel|Laravel", "Symfony|SensioLabs", "Gin|Gin Team", "Echo|LabStack",
            "Fiber|Fiber Team", "Actix Web|Actix Team", "Axum|Tokio", "Rocket|Rocket Team", "gRPC|Google",
            "GraphQL|GraphQL Foundation", "Hangfire|Hangfire", "SignalR|Microsoft", "Entity Framework|Microsoft",
            "Dapper|Stack Exchange", "OrmLite|ServiceStack", "Hibernate|Red Hat", "Sequelize|Sequelize Team",
            "Prisma|Prisma", "SQLAlchemy|SQLAlchemy", "Celery|Celery Project",
        ],
        .Data: [
            "PostgreSQL|PostgreSQL Global Development Group", "MySQL|Oracle", "MariaDB|MariaDB Foundation",
            "SQLite|SQLite Consortium", "SQL Server|Microsoft", "Oracle Database|Oracle", "Redis|Redis Ltd",
            "Valkey|Linux Foundation", "MongoDB|MongoDB Inc", "Cassandra|Apache", "CouchDB|Apache",
            "Couchbase|Couchbase", "DynamoDB|Amazon", "Cosmos DB|Microsoft", "Firestore|Google", "Neo4j|Neo4j",
            "Elasticsearch|Elastic", "OpenSearch|Linux Foundation", "Solr|Apache", "ClickHouse|ClickHouse Inc",
            "Snowflake|Snowflake", "BigQuery|Google", "Amazon Redshift|Amazon", "DuckDB|DuckDB Foundation",
            "InfluxDB|InfluxData", "TimescaleDB|Timescale", "CockroachDB|Cockroach Labs", "RavenDB|Hibernating Rhinos",
            "Memcached|Memcached Team", "RocksDB|Meta", "LevelDB|Google", "Realm|MongoDB Inc", "Core Data|Apple",
            "Supabase|Supabase", "PlanetScale|PlanetScale",
        ],
        .SoftwareInfrastructure: [
            "Docker|Docker Inc", "Kubernetes|CNCF", "Terraform|HashiCorp", "Ansible|Red Hat", "Chef|Progress",
            "Puppet|Perforce", "Jenkins|CD Foundation", "GitHub Actions|GitHub", "GitLab CI|GitLab",
            "CircleCI|CircleCI", "TeamCity|JetBrains", "Azure DevOps|Microsoft", "RabbitMQ|Broadcom",
            "Apache Kafka|Apache", "NATS|CNCF", "ZeroMQ|iMatix", "Consul|HashiCorp", "Vault|HashiCorp",
            "Prometheus|CNCF", "Grafana|Grafana Labs", "Jaeger|CNCF", "OpenTelemetry|CNCF", "Sentry|Sentry",
            "Datadog|Datadog", "New Relic|New Relic", "Splunk|Cisco", "Logstash|Elastic", "Kibana|Elastic",
            "Helm|CNCF", "Argo CD|CNCF", "Nomad|HashiCorp", "Packer|HashiCorp", "Git|Software Freedom Conservancy",
            "Xcode Cloud|Apple", "Fastlane|Google",
        ],
        .OperatingSystem: [
            "Ubuntu|Canonical", "Debian|Debian Project", "Red Hat Enterprise Linux|Red Hat", "Fedora|Red Hat",
            "CentOS Stream|Red Hat", "Rocky Linux|Rocky Enterprise Software Foundation",
            "AlmaLinux|AlmaLinux OS Foundation",
            "Alpine Linux|Alpine Team", "Arch Linux|Arch Team", "openSUSE|SUSE", "Amazon Linux|Amazon",
            "Windows Server|Microsoft", "Windows|Microsoft", "macOS|Apple", "iOS|Apple", "iPadOS|Apple",
            "watchOS|Apple", "tvOS|Apple", "visionOS|Apple", "Android|Google", "ChromeOS|Google",
            "FreeBSD|FreeBSD Foundation",
            "OpenBSD|OpenBSD Project", "NixOS|NixOS Foundation", "Fedora CoreOS|Red Hat", "Bottlerocket|Amazon",
            "Talos Linux|Sidero Labs", "Flatcar|Microsoft",
        ],
        .HardwareInfrastructure: [
            "Amazon EC2|Amazon", "AWS Lambda|Amazon", "Amazon S3|Amazon", "Amazon ECS|Amazon", "Amazon EKS|Amazon",
            "Azure App Service|Microsoft", "Azure Functions|Microsoft", "Azure Kubernetes Service|Microsoft",
            "Google Compute Engine|Google", "Google Cloud Run|Google", "Google Kubernetes Engine|Google",
            "DigitalOcean|DigitalOcean", "Linode|Akamai", "Vultr|Vultr", "Hetzner|Hetzner", "OVHcloud|OVH",
            "Heroku|Salesforce", "Fly.io|Fly.io", "Render|Render", "Railway|Railway", "Netlify|Netlify",
            "Vercel|Vercel", "Cloudflare Workers|Cloudflare", "Raspberry Pi|Raspberry Pi Foundation",
            "Dell PowerEdge|Dell", "HPE ProLiant|HPE", "Equinix Metal|Equinix", "Oracle Cloud|Oracle",
            "IBM Cloud|IBM", "Backblaze B2|Backblaze",
        ],
        .ThirdPartyServices: [
            "Stripe|Stripe", "PayPal|PayPal", "Braintree|PayPal", "Square|Block", "Twilio|Twilio",
            "SendGrid|Twilio", "Mailgun|Sinch", "Postmark|ActiveCampaign", "Amazon SES|Amazon", "Auth0|Okta",
            "Okta|Okta", "Firebase Authentication|Google", "Algolia|Algolia", "Mapbox|Mapbox",
            "Google Maps|Google", "OpenAI API|OpenAI", "Pusher|Pusher", "Intercom|Intercom", "Zendesk|Zendesk",
            "Segment|Twilio", "Mixpanel|Mixpanel", "Amplitude|Amplitude", "Google Analytics|Google",
            "LaunchDarkly|LaunchDarkly", "Cloudinary|Cloudinary", "imgix|imgix", "GitHub API|GitHub",
            "Slack API|Salesforce", "Discord API|Discord", "Shopify API|Shopify", "Contentful|Contentful",
            "Sanity|Sanity", "RevenueCat|RevenueCat", "OneSignal|OneSignal", "PagerDuty|PagerDuty",
        ],
    ]

    /// Words stack names are made of.
    static let stackPrefixes = [
        "Acme", "Blue", "Bright", "Cedar", "Cloud", "Coral", "Delta", "Echo", "Ember", "Falcon", "Granite",
        "Harbor", "Indigo", "Juniper", "Kite", "Lumen", "Maple", "Nimbus", "Nova", "Orbit", "Pine", "Quartz",
        "Rapid", "Silver", "Summit", "Tidal", "Umbra", "Vertex", "Willow", "Zephyr",
    ]
    static let stackSuffixes = [
        "Analytics", "Bank", "Books", "Cart", "Chat", "Clinic", "Courier", "Docs", "Fitness", "Flights",
        "Games", "Health", "Homes", "Jobs", "Labs", "Learning", "Maps", "Media", "Music", "News", "Notes",
        "Pay", "Photos", "Recipes", "Rides", "Shop", "Social", "Tickets", "Travel", "Weather",
    ]
    static let stackKinds = [
        "a mobile app", "a web app", "a SaaS platform", "an e-commerce site", "an internal tool",
        "a data pipeline", "a public API", "a marketplace",
    ]
    static let userNames = [
        "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mallory", "niaj",
        "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter", "yolanda",
    ]
}
