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

      // Layout: models with their properties on the left, views on the right near what they read.
      var ROW = 24, BOX = 18, GAP = 12, LEFT_X = 10, LEFT_W = 250, RIGHT_X = 490, RIGHT_W = 220;
      var place = {};
      var y = 12;
      models.forEach(function (m) {
        place[m.id] = { x: LEFT_X, y: y, w: LEFT_W };
        y += ROW;
        (propertiesOf[m.id] || []).sort(byName).forEach(function (p) {
          place[p.id] = { x: LEFT_X + 20, y: y, w: LEFT_W - 20 };
          y += ROW;
        });
        y += GAP;
      });
      var leftBottom = y;
      views.forEach(function (v) {
        var ys = (incoming[v.id] || []).filter(function (e) { return place[e.from]; }).map(function (e) { return place[e.from].y; });
        v.center = ys.length ? ys.reduce(function (a, b) { return a + b; }, 0) / ys.length : Infinity;
      });
      views.sort(function (a, b) { return a.center - b.center || byName(a, b); });
      var next = 12;
      views.forEach(function (v) {
        var want = isFinite(v.center) ? v.center : next;
        next = Math.max(next, want);
        place[v.id] = { x: RIGHT_X, y: next, w: RIGHT_W };
        next += ROW;
      });
      var height = Math.max(leftBottom, next) + 16;
      svg.setAttribute('width', RIGHT_X + RIGHT_W + 20);
      svg.setAttribute('height', height);

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

      var edgeLayer = element('g', { 'class': 'edges' }, svg);
      var nodeLayer = element('g', { 'class': 'nodes' }, svg);
      var edgeElements = [];
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
      var nodeElements = {};
      data.nodes.forEach(function (n) {
        var p = place[n.id];
        if (!p) { p = place[n.id] = { x: LEFT_X, y: height, w: LEFT_W }; height += ROW; svg.setAttribute('height', height + 16); }
        var g = element('g', { 'class': 'node ' + n.kind, 'data-id': n.id, 'tabindex': '0' }, nodeLayer);
        element('rect', { 'x': p.x, 'y': p.y, 'width': p.w, 'height': BOX, 'class': n.kind === 'property' ? fanClass(n) : '' }, g);
        var label = n.kind === 'model' ? n.name + '  @' + (n.observation === 'legacy' ? 'ObservableObject' : n.observation)
          : n.kind === 'property' ? '.' + n.name + '  → ' + (n.fan_out || 0) + (n.writes && n.writes.some(function (w) { return w.frequent; }) ? '  ⏱' : '')
          : n.name;
        var text = element('text', { 'x': p.x + 7, 'y': p.y + BOX / 2 + 1 }, g);
        text.textContent = label;
        var title = element('title', {}, g);
        title.textContent = shortName(n) + ' — ' + n.file + ':' + n.line;
        g.addEventListener('click', function () { select(n.id); });
        g.addEventListener('keydown', function (event) { if (event.key === 'Enter') { select(n.id); } });
        nodeElements[n.id] = g;
      });

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
        var edges = [];
        matched.forEach(function (p) { edges = edges.concat(invalidating(p.id)); });
        var reached = Array.from(new Set(edges.map(function (e) { return e.to; }))).map(function (id) { return byId[id].name; }).sort();
        highlight(matched.map(function (p) { return p.id; }), edges);
        status.textContent = matched.length + ' propert' + (matched.length === 1 ? 'y' : 'ies') + ' → ' + reached.length +
          ' view' + (reached.length === 1 ? '' : 's') + (reached.length ? ': ' + reached.join(', ') : '');
        status.dataset.properties = matched.map(shortName).join(',');
        status.dataset.views = reached.join(',');
        if (matched.length === 1) { showDetails(matched[0].id); }
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
              add(details, 'div', w.file + ':' + w.line + ' — ' + w.context + (w.frequent ? ' (often)' : '') + (w.via ? ', ' + w.via : ''), 'step');
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

      function select(id) {
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
      runSearch(search.value);
      document.body.dataset.rendered = String(document.querySelectorAll('svg .node').length);
    })();
    """
}
