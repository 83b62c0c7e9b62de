// Valid documents the quick-fix tests plant one fault in: the same description in JSON and YAML, with what every fix
// must keep (a comment, extension members, flow-style collections).

export const baseYaml = `# Weather server: every fix keeps this comment
mcpdesc: "0.9.0"
info:
  name: weather
  version: "1.0.0"
  x-team: forecasts # an extension member
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
securitySchemes:
  bearerAuth:
    type: http
    scheme: bearer
security:
  - bearerAuth: []
tags:
  - name: forecast
  - name: alerts
components:
  schemas:
    City: {type: object, properties: {city: {type: string}}, required: [city]}
tools:
  # the main tool
  - name: get_forecast
    description: Daily forecast.
    deprecated: false
    tags: [forecast]
    inputSchema:
      $componentRef: "#/components/schemas/City"
    x-internal: true
  - name: get_alerts
    tags:
      - alerts
    inputSchema:
      type: object
      properties:
        region: {type: string}
      required:
        - region
resources:
  - uri: file:///readme.md
    name: readme
    size: 12
`;

export const baseJson = `{
  "mcpdesc": "0.9.0",
  "info": {"name": "weather", "version": "1.0.0", "x-team": "forecasts"},
  "protocolVersions": ["2025-06-18", "2025-11-25"],
  "securitySchemes": {
    "bearerAuth": {"type": "http", "scheme": "bearer"}
  },
  "security": [{"bearerAuth": []}],
  "tags": [{"name": "forecast"}, {"name": "alerts"}],
  "components": {
    "schemas": {
      "City": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}
    }
  },
  "tools": [
    {
      "name": "get_forecast",
      "description": "Daily forecast.",
      "deprecated": false,
      "tags": ["forecast"],
      "inputSchema": {"$componentRef": "#/components/schemas/City"},
      "x-internal": true
    },
    {
      "name": "get_alerts",
      "tags": ["alerts"],
      "inputSchema": {
        "type": "object",
        "properties": {"region": {"type": "string"}},
        "required": ["region"]
      }
    }
  ],
  "resources": [
    {"uri": "file:///readme.md", "name": "readme", "size": 12}
  ]
}
`;
