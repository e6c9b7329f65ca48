// The generated client: Types.swift and Client.swift come from openapi.json.
