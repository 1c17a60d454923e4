/// The map as one self-contained HTML page (`lookout map --format html`): no network, no library. First the
/// writes that re-run the most views; then models and their properties on the left, views on the right, reads
/// as edges, with what has no read folded away. A property's colour says how many views a write to it re-runs.
/// Search a property to scroll to it and see the views it reaches; click a node for its read paths with their
/// source lines. `#search=Cart.items` in the address searches on load.
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
        <i class="edge-read"></i>read <i class="edge-whole"></i>whole object <i class="edge-untracked"></i>untracked ⏱ often</span>
    </header>
    <details id="legend-help">
      <summary>What the colours, lines and marks mean</summary>
      <dl>
        <dt>A property's colour, and its → n</dt><dd>How many views' bodies run again when the property is written.</dd>
        <dt>read</dt><dd>The view's body reads the property through Observation: a write to it runs that body again.</dd>
        <dt>whole object</dt><dd>The view holds an ObservableObject (@StateObject, @ObservedObject, @EnvironmentObject): a write to any of its @Published properties runs that body again, whatever the body reads.</dd>
        <dt>untracked</dt><dd>The body reads it, but the read itself makes no dependency: an @ObservationIgnored or plain property, whose change leaves the view stale until something else runs it again; or a @Published one, which runs the body again only when the view holds its object (whole object).</dd>
        <dt>⏱ often</dt><dd>Written from a timer, a progress callback, a continuous gesture, a loop, or an .onChange handler following one of those: many times a second.</dd>
        <dt>row, reader, presentation</dt><dd>The read is in a ForEach row, a GeometryReader's or ScrollViewReader's content, or a sheet's or alert's content: that part runs again, not the whole body.</dd>
        <dt>folded</dt><dd>Properties no view reads and views that read no model are left out until you show them; a search that matches one shows them.</dd>
      </dl>
    </details>
    <main>
      <div id="graph">
        <section id="ranking">
          <h2>Writes that re-run the most views</h2>
          <ol id="ranking-list"></ol>
        </section>
        <details id="blind" hidden></details>
        <button id="fold" type="button" hidden></button>
        <svg id="svg" xmlns="http://www.w3.org/2000/svg"></svg>
      </div>
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
