/// The page's script: lays the map out in two columns, draws it as SVG, and handles search and selection.
/// Plain JavaScript (ES2017), no library, no network; text from the map is only ever set as text.
enum MapPageScript {
  static let javascript = """
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('map-data').textContent);
      var NS = 'http://www.w3.org/2000/svg';
      var svg = document.getElementById('svg');
      var details = document.getElementById('details');
      var status = document.getElementById('status');
      var search = document.getElementById('search');
      var byId = {};
      data.nodes.forEach(function (n) { byId[n.id] = n; });
      function byName(a, b) { return a.name < b.name ? -1 : a.name > b.name ? 1 : (a.id < b.id ? -1 : 1); }
      var models = data.nodes.filter(function (n) { return n.kind === 'model'; }).sort(byName);
      var properties = data.nodes.filter(function (n) { return n.kind === 'property'; });
      var views = data.nodes.filter(function (n) { return n.kind === 'view'; });
      var propertiesOf = {};
      properties.forEach(function (p) { (propertiesOf[p.model] = propertiesOf[p.model] || []).push(p); });
      var outgoing = {}, incoming = {};
      data.edges.forEach(function (e) {
        (outgoing[e.from] = outgoing[e.from] || []).push(e);
        (incoming[e.to] = incoming[e.to] || []).push(e);
      });

      // What is folded away until asked for: properties no view reads, views that read no model.
      var showAll = false;
      function visible(n) {
        if (showAll) { return true; }
        if (n.kind === 'property') { return (outgoing[n.id] || []).length > 0; }
        if (n.kind === 'view') { return (incoming[n.id] || []).length > 0; }
        return (outgoing[n.id] || []).length > 0 || (propertiesOf[n.id] || []).some(visible);
      }

      // Layout: models with their properties on the left, views on the right near what they read.
      var ROW = 24, BOX = 18, GAP = 12, LEFT_X = 10, LEFT_W = 250, RIGHT_X = 490, RIGHT_W = 220;
      var place, height;
      function layout() {
        place = {};
        var y = 12;
        models.filter(visible).forEach(function (m) {
          place[m.id] = { x: LEFT_X, y: y, w: LEFT_W };
          y += ROW;
          (propertiesOf[m.id] || []).filter(visible).sort(byName).forEach(function (p) {
            place[p.id] = { x: LEFT_X + 20, y: y, w: LEFT_W - 20 };
            y += ROW;
          });
          y += GAP;
        });
        var leftBottom = y;
        var shown = views.filter(visible);
        shown.forEach(function (v) {
          var ys = (incoming[v.id] || []).filter(function (e) { return place[e.from]; }).map(function (e) { return place[e.from].y; });
          v.center = ys.length ? ys.reduce(function (a, b) { return a + b; }, 0) / ys.length : Infinity;
        });
        shown.sort(function (a, b) { return a.center - b.center || byName(a, b); });
        var next = 12;
        shown.forEach(function (v) {
          var want = isFinite(v.center) ? v.center : next;
          next = Math.max(next, want);
          place[v.id] = { x: RIGHT_X, y: next, w: RIGHT_W };
          next += ROW;
        });
        // Properties of models declared without a view (loose properties) go under the models.
        height = Math.max(leftBottom, next);
        data.nodes.forEach(function (n) {
          if (!place[n.id] && visible(n)) { place[n.id] = { x: LEFT_X, y: height, w: LEFT_W }; height += ROW; }
        });
        height += 16;
        svg.setAttribute('width', RIGHT_X + RIGHT_W + 20);
        svg.setAttribute('height', height);
      }

      function element(name, attributes, parent) {
        var el = document.createElementNS(NS, name);
        Object.keys(attributes).forEach(function (key) { el.setAttribute(key, attributes[key]); });
        parent.appendChild(el);
        return el;
      }
      function fanClass(n) {
        var f = n.fan_out || 0;
        return f === 0 ? 'fan0' : f === 1 ? 'fan1' : f <= 3 ? 'fan2' : f <= 7 ? 'fan3' : 'fan4';
      }
      function shortName(n) {
        if (n.kind === 'property') { return (byId[n.model] ? byId[n.model].name : '?') + '.' + n.name; }
        return n.name;
      }
      function often(n) { return !!(n.writes && n.writes.some(function (w) { return w.frequent; })); }
      function observation(n) { return n.observation === 'legacy' ? 'ObservableObject' : n.observation; }
      // A label that does not fit its box is cut with an ellipsis; the full name is in its tooltip.
      function fit(text, label, width) {
        text.textContent = label;
        if (!text.getComputedTextLength || text.getComputedTextLength() <= width) { return; }
        var cut = label.length;
        while (cut > 1 && text.getComputedTextLength() > width) { cut -= 1; text.textContent = label.slice(0, cut) + '…'; }
      }

      var edgeElements, nodeElements;
      function draw() {
        layout();
        svg.textContent = '';
        var edgeLayer = element('g', { 'class': 'edges' }, svg);
        var nodeLayer = element('g', { 'class': 'nodes' }, svg);
        edgeElements = [];
        data.edges.forEach(function (e) {
          var a = place[e.from], b = place[e.to];
          if (!a || !b) { return; }
          var x1 = a.x + a.w, y1 = a.y + BOX / 2, x2 = b.x, y2 = b.y + BOX / 2, mid = (x1 + x2) / 2;
          var path = element('path', {
            'class': 'edge ' + e.kind, 'd': 'M' + x1 + ',' + y1 + ' C' + mid + ',' + y1 + ' ' + mid + ',' + y2 + ' ' + x2 + ',' + y2,
            'data-from': e.from, 'data-to': e.to
          }, edgeLayer);
          edgeElements.push({ edge: e, el: path });
        });
        nodeElements = {};
        var overflowing = 0;
        data.nodes.forEach(function (n) {
          var p = place[n.id];
          if (!p) { return; }
          var g = element('g', { 'class': 'node ' + n.kind, 'data-id': n.id, 'tabindex': '0' }, nodeLayer);
          element('rect', { 'x': p.x, 'y': p.y, 'width': p.w, 'height': BOX, 'class': n.kind === 'property' ? fanClass(n) : '' }, g);
          var label = n.kind === 'model' ? n.name + '  @' + observation(n)
            : n.kind === 'property' ? '.' + n.name + '  → ' + (n.fan_out || 0) + (often(n) ? '  ⏱' : '')
            : n.name;
          var text = element('text', { 'x': p.x + 7, 'y': p.y + BOX / 2 + 1 }, g);
          fit(text, label, p.w - 12);
          if (text.getComputedTextLength && text.getComputedTextLength() > p.w - 12) { overflowing += 1; }
          var title = element('title', {}, g);
          title.textContent = shortName(n) + ' — ' + n.file + ':' + n.line;
          g.addEventListener('click', function () { select(n.id); });
          g.addEventListener('keydown', function (event) { if (event.key === 'Enter') { select(n.id); } });
          nodeElements[n.id] = g;
        });
        var folded = data.nodes.length - Object.keys(nodeElements).length;
        fold.hidden = folded === 0;
        fold.textContent = folded + (folded === 1 ? ' node' : ' nodes') + ' with no read (properties no view reads, views that read no model) folded — show';
        document.body.dataset.rendered = String(Object.keys(nodeElements).length);
        document.body.dataset.folded = String(folded);
        document.body.dataset.overflowing = String(overflowing);
      }
      var fold = document.getElementById('fold');
      fold.addEventListener('click', function () { showAll = true; draw(); runSearch(search.value); });

      // What a property's write re-runs: its readers, or every holder of its ObservableObject.
      function invalidating(propertyId) {
        var p = byId[propertyId];
        var edges = (outgoing[propertyId] || []).filter(function (e) { return e.kind === 'read'; });
        if (p && p.property_kind === 'published') {
          edges = edges.concat((outgoing[p.model] || []).filter(function (e) { return e.kind === 'whole-object'; }));
        }
        return edges;
      }

      function highlight(nodeIds, edges) {
        var hotNodes = {}, hotEdges = new Set(edges);
        nodeIds.forEach(function (id) { hotNodes[id] = true; });
        edges.forEach(function (e) { hotNodes[e.from] = true; hotNodes[e.to] = true; });
        var any = nodeIds.length > 0;
        Object.keys(nodeElements).forEach(function (id) {
          nodeElements[id].classList.toggle('dim', any && !hotNodes[id]);
          nodeElements[id].classList.toggle('hot', any && !!hotNodes[id]);
        });
        edgeElements.forEach(function (item) {
          item.el.classList.toggle('dim', any && !hotEdges.has(item.edge));
          item.el.classList.toggle('hot', any && hotEdges.has(item.edge));
        });
      }

      function runSearch(text) {
        var query = text.trim().toLowerCase();
        if (!query) {
          highlight([], []);
          status.textContent = data.nodes.length + ' nodes, ' + data.edges.length + ' edges';
          status.dataset.properties = '';
          status.dataset.views = '';
          return;
        }
        var matched = properties.filter(function (p) { return shortName(p).toLowerCase().indexOf(query) >= 0; });
        if (!showAll && matched.some(function (p) { return !nodeElements[p.id]; })) { showAll = true; draw(); }
        var edges = [];
        matched.forEach(function (p) { edges = edges.concat(invalidating(p.id)); });
        var reached = Array.from(new Set(edges.map(function (e) { return e.to; }))).map(function (id) { return byId[id].name; }).sort();
        highlight(matched.map(function (p) { return p.id; }), edges);
        status.textContent = matched.length + ' propert' + (matched.length === 1 ? 'y' : 'ies') + ' → ' + reached.length +
          ' view' + (reached.length === 1 ? '' : 's') + (reached.length ? ': ' + reached.join(', ') : '');
        status.dataset.properties = matched.map(shortName).join(',');
        status.dataset.views = reached.join(',');
        if (matched.length === 1) { showDetails(matched[0].id); }
        if (matched.length) { reveal(matched[0].id); }
      }

      // Scrolls the graph to a node and marks it, so that a hit below the fold is seen.
      function reveal(id) {
        var g = nodeElements[id];
        if (!g) { return; }
        Object.keys(nodeElements).forEach(function (key) { nodeElements[key].classList.toggle('match', key === id); });
        g.scrollIntoView({ block: 'center', inline: 'nearest' });
        var box = g.getBoundingClientRect();
        document.body.dataset.revealed = id;
        document.body.dataset.revealedInView = String(box.top >= 0 && box.bottom <= window.innerHeight);
      }

      function add(parent, tag, text, className) {
        var el = document.createElement(tag);
        if (text !== undefined) { el.textContent = text; }
        if (className) { el.className = className; }
        parent.appendChild(el);
        return el;
      }
      function showPaths(parent, edge) {
        edge.paths.forEach(function (path) {
          var box = add(parent, 'div', undefined, 'path');
          path.forEach(function (step, index) {
            var row = add(box, 'div', undefined, 'step');
            add(row, 'strong', (index ? '→ ' : '') + step.label);
            add(row, 'span', '  ' + step.file + ':' + step.line, 'where');
            if (step.excerpt) { add(row, 'code', step.excerpt); }
          });
        });
      }
      function showDetails(id) {
        var n = byId[id];
        details.textContent = '';
        add(details, 'h2', shortName(n));
        if (n.kind === 'property') {
          var edges = invalidating(id);
          add(details, 'p', (n.property_kind === 'published' ? '@Published: a write re-runs every holder of ' + byId[n.model].name
            : 'tracked') + ' · re-runs ' + (n.fan_out || 0) + ' view' + (n.fan_out === 1 ? '' : 's') + ' · ' + n.file + ':' + n.line, 'meta');
          if (n.writes && n.writes.length) {
            add(details, 'h3', 'Written');
            n.writes.forEach(function (w) {
              var how = [CONTEXTS[w.context] || '', w.frequent ? 'often' : '', w.via || ''].filter(function (t) { return t; });
              add(details, 'div', w.file + ':' + w.line + (how.length ? ' — ' + how.join(', ') : ''), 'step');
            });
          }
          edges.forEach(function (e) {
            add(details, 'h3', byId[e.to].name + (e.kind === 'whole-object' ? ' (holds the whole object)' : e.scope !== 'body' ? ' (in a ' + e.scope + ')' : ''));
            showPaths(details, e);
            (outgoing[id] || []).filter(function (r) { return r.kind === 'untracked-read' && r.to === e.to; }).forEach(function (r) { showPaths(details, r); });
          });
        } else if (n.kind === 'view') {
          add(details, 'p', 'view · ' + n.file + ':' + n.line + ' · depends on ' + (incoming[id] || []).filter(function (e) { return e.kind !== 'untracked-read'; }).length, 'meta');
          (incoming[id] || []).forEach(function (e) {
            add(details, 'h3', shortName(byId[e.from]) + (e.kind === 'whole-object' ? ' (whole object)' : e.kind === 'untracked-read' ? ' (read, not tracked)' : ''));
            showPaths(details, e);
          });
        } else {
          add(details, 'p', '@' + (n.observation === 'legacy' ? 'ObservableObject' : n.observation) + ' · ' + n.file + ':' + n.line, 'meta');
          (outgoing[id] || []).forEach(function (e) { add(details, 'div', 'held by ' + byId[e.to].name + ' (any change re-runs it)', 'step'); });
          (propertiesOf[id] || []).forEach(function (p) { add(details, 'div', '.' + p.name + ' → ' + (p.fan_out || 0) + ' view(s)', 'step'); });
        }
      }

      var CONTEXTS = {
        timer: 'from a timer', progress: 'from a progress callback', gesture: 'from a gesture', loop: 'in a loop',
        onChange: 'from an .onChange handler', observer: "from another property's willSet or didSet", other: ''
      };

      // The writes that re-run the most views, first: a tracked property on its own, an ObservableObject once
      // (any of its @Published properties re-runs every holder).
      function rank() {
        var entries = properties.filter(function (p) { return p.property_kind !== 'published' && p.fan_out > 0; }).map(function (p) {
          return { id: p.id, name: shortName(p), count: p.fan_out, often: often(p), what: 'tracked' };
        });
        models.filter(function (m) { return m.observation === 'legacy'; }).forEach(function (m) {
          var holders = (outgoing[m.id] || []).filter(function (e) { return e.kind === 'whole-object'; }).length;
          var published = (propertiesOf[m.id] || []).filter(function (p) { return p.property_kind === 'published'; });
          if (holders > 0 && published.length) {
            entries.push({ id: m.id, name: m.name + ' (any of ' + published.length + ' @Published)', count: holders,
                           often: published.some(often), what: 'ObservableObject' });
          }
        });
        entries.sort(function (a, b) { return b.count - a.count || (b.often - a.often) || (a.name < b.name ? -1 : 1); });
        var list = document.getElementById('ranking-list');
        entries.slice(0, 12).forEach(function (entry) {
          var item = add(list, 'li');
          var button = add(item, 'button', entry.name, 'rank');
          button.dataset.id = entry.id;
          button.addEventListener('click', function () { select(entry.id); });
          add(item, 'span', ' re-runs ' + entry.count + ' view' + (entry.count === 1 ? '' : 's') + (entry.often ? ' · written often ⏱' : ''), 'count');
        });
        document.getElementById('ranking').hidden = entries.length === 0;
        document.body.dataset.ranking = entries.slice(0, 12).map(function (e) { return e.name + ':' + e.count; }).join('|');
      }

      // The holders the map cannot see into: reads through them are not drawn.
      function blindSpots() {
        var spots = data.blind_spots || [];
        var box = document.getElementById('blind');
        box.hidden = spots.length === 0;
        if (!spots.length) { return; }
        add(box, 'summary', spots.length + ' holder' + (spots.length === 1 ? '' : 's') + ' the map cannot see into (their reads are not drawn)');
        spots.forEach(function (spot) {
          var view = byId[spot.view];
          add(box, 'div', (view ? view.name : spot.view) + '.' + spot.holder + ': ' + spot.type + (spot.wrapper ? ' (@' + spot.wrapper + ')' : '') +
            ' — ' + spot.file + ':' + spot.line, 'step');
        });
      }

      function select(id) {
        if (!nodeElements[id]) { showAll = true; draw(); }
        reveal(id);
        Object.keys(nodeElements).forEach(function (key) { nodeElements[key].classList.toggle('selected', key === id); });
        var n = byId[id];
        var edges = n.kind === 'property' ? invalidating(id) : n.kind === 'view' ? (incoming[id] || []) : (outgoing[id] || []).concat(
          [].concat.apply([], (propertiesOf[id] || []).map(function (p) { return outgoing[p.id] || []; })));
        highlight([id], edges);
        showDetails(id);
      }

      search.addEventListener('input', function () { runSearch(search.value); });
      var hash = decodeURIComponent(location.hash.replace('#search=', ''));
      if (location.hash.indexOf('#search=') === 0) { search.value = hash; }
      draw();
      rank();
      blindSpots();
      runSearch(search.value);
    })();
    """
}
