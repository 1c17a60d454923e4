/// The map as one self-contained HTML page (`lookout map --format html`): no network, no library. Models and
/// their properties on the left, views on the right, reads as edges; a property's colour says how many views
/// a write to it re-runs. Search a property to see the views it reaches; click a node for its read paths with
/// their source lines. `#search=Cart.items` in the address searches on load.
public enum MapPage {
  public static func html(_ document: MapDocument, title: String = "lookout map") -> String {
    // The data sits in a JSON script element; `</` is escaped so that no string in it can close the element.
    let data = document.json(pretty: false).replacingOccurrences(of: "</", with: "<\\/")
    return template
      .replacingOccurrences(of: "{{TITLE}}", with: escape(title))
      .replacingOccurrences(of: "{{DATA}}", with: data)
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static let template = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{TITLE}}</title>
    <style>
    \(MapPageStyle.css)
    </style>
    </head>
    <body>
    <header>
      <h1>{{TITLE}}</h1>
      <input id="search" type="search" placeholder="Search a property: Cart.items" autocomplete="off">
      <span id="status" aria-live="polite"></span>
      <span class="legend">views a write re-runs:
        <i class="fan0"></i>0 <i class="fan1"></i>1 <i class="fan2"></i>2–3 <i class="fan3"></i>4–7 <i class="fan4"></i>8+
        <i class="edge-read"></i>read <i class="edge-whole"></i>whole object <i class="edge-untracked"></i>untracked</span>
    </header>
    <main>
      <div id="graph"><svg id="svg" xmlns="http://www.w3.org/2000/svg"></svg></div>
      <aside id="details"><p class="hint">Click a property, a model or a view to see its read paths.</p></aside>
    </main>
    <script id="map-data" type="application/json">{{DATA}}</script>
    <script>
    \(MapPageScript.javascript)
    </script>
    </body>
    </html>
    """
}
