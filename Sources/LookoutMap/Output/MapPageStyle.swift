/// The page's style sheet.
enum MapPageStyle {
  static let css = """
    :root { --fan0: #c9ccd1; --fan1: #7cc47f; --fan2: #e8c547; --fan3: #f0913a; --fan4: #d9463b; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1f23; background: #f6f7f9; }
    header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 10px 16px; background: #fff; border-bottom: 1px solid #dde0e4; position: sticky; top: 0; z-index: 2; }
    h1 { font-size: 15px; margin: 0; }
    #search { width: 260px; padding: 5px 8px; border: 1px solid #b9bec6; border-radius: 6px; font: inherit; }
    #status { color: #555; min-width: 180px; }
    .legend { color: #555; display: flex; gap: 5px; align-items: center; flex-wrap: wrap; }
    .legend i { display: inline-block; width: 12px; height: 12px; border-radius: 3px; margin-left: 6px; }
    .legend .fan0 { background: var(--fan0); } .legend .fan1 { background: var(--fan1); } .legend .fan2 { background: var(--fan2); }
    .legend .fan3 { background: var(--fan3); } .legend .fan4 { background: var(--fan4); }
    .legend .edge-read { height: 2px; background: #6b7480; } .legend .edge-whole { height: 3px; background: #8a5cc7; }
    .legend .edge-untracked { height: 0; border-top: 2px dashed #9aa1ab; }
    main { display: flex; align-items: flex-start; }
    #graph { flex: 1; overflow: auto; padding: 8px; }
    #details { width: 440px; max-height: calc(100vh - 60px); overflow: auto; position: sticky; top: 52px; background: #fff; border-left: 1px solid #dde0e4; padding: 12px 14px; }
    #details h2 { font-size: 14px; margin: 0 0 4px; } #details h3 { font-size: 13px; margin: 12px 0 4px; }
    #details .meta { color: #666; margin: 0 0 8px; } .hint { color: #777; }
    .path { margin: 4px 0 10px; border-left: 3px solid #d7dbe0; padding-left: 8px; }
    .step { margin: 3px 0; } .step .where { color: #666; font-size: 12px; }
    .step code { display: block; white-space: pre-wrap; background: #f3f4f6; border-radius: 4px; padding: 2px 6px; margin-top: 1px; font: 12px SFMono-Regular, Menlo, Consolas, monospace; }
    svg text { font-size: 12px; dominant-baseline: middle; pointer-events: none; }
    .node rect { stroke: #8a919b; stroke-width: 1; rx: 5; cursor: pointer; }
    .node.model rect { fill: #eef0f3; stroke: #5d6570; } .node.model text { font-weight: 600; }
    .node.view rect { fill: #e8f0fb; stroke: #5b7db3; }
    .node.property rect.fan0 { fill: var(--fan0); } .node.property rect.fan1 { fill: var(--fan1); } .node.property rect.fan2 { fill: var(--fan2); }
    .node.property rect.fan3 { fill: var(--fan3); } .node.property rect.fan4 { fill: var(--fan4); }
    .edge { fill: none; stroke: #6b7480; stroke-width: 1.2; opacity: 0.55; }
    .edge.whole-object { stroke: #8a5cc7; stroke-width: 2.2; } .edge.untracked-read { stroke: #9aa1ab; stroke-dasharray: 4 3; }
    .dim { opacity: 0.12; } .edge.hot { opacity: 1; stroke-width: 2.4; } .node.hot rect { stroke: #111; stroke-width: 2.2; }
    .node.selected rect { stroke: #0a58ca; stroke-width: 3; }
    .node.match rect { stroke: #0a58ca; stroke-width: 3; stroke-dasharray: 5 2; }
    #legend-help { background: #fff; border-bottom: 1px solid #dde0e4; padding: 4px 16px; color: #444; }
    #legend-help summary { cursor: pointer; color: #0a58ca; }
    #legend-help dl { display: grid; grid-template-columns: 190px 1fr; gap: 3px 12px; margin: 6px 0; max-width: 1100px; }
    #legend-help dt { font-weight: 600; } #legend-help dd { margin: 0; }
    #ranking { background: #fff; border: 1px solid #dde0e4; border-radius: 6px; padding: 6px 12px; margin-bottom: 8px; }
    #ranking h2 { font-size: 13px; margin: 2px 0 4px; }
    #ranking ol { margin: 0; padding-left: 22px; columns: 2; column-gap: 28px; }
    #ranking li { margin: 2px 0; break-inside: avoid; }
    #ranking .rank { font: inherit; font-weight: 600; background: none; border: 0; padding: 0; color: #0a58ca; cursor: pointer; text-align: left; }
    #ranking .count { color: #555; }
    #blind { background: #fff7e6; border: 1px solid #f0d9a8; border-radius: 6px; padding: 4px 12px; margin-bottom: 8px; }
    #blind summary { cursor: pointer; }
    #fold { font: inherit; margin: 0 0 6px; background: #eef0f3; border: 1px solid #c9ccd1; border-radius: 5px; padding: 3px 8px; cursor: pointer; }
    """
}
