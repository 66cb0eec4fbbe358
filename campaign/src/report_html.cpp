// SPDX-License-Identifier: MIT
// geoverify campaign: the report as one self-contained HTML page (render_html).
// Everything is inline: the style, a small script (filters, copy buttons) and
// SVG drawn here (plots, and the counterexamples through sketch.h).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "geoverify/campaign/report.h"
#include "report_text.h"
#include "sketch.h"

namespace gv {
namespace campaign {

using namespace text;

namespace {

const char* const kStyle = R"(
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;padding:0 16px 48px;max-width:1180px;color:#1d2330;background:#fff}
h1{font-size:22px;margin:18px 0 4px}h2{font-size:16px;margin:28px 0 4px;overflow-wrap:anywhere}h3{font-size:14px;margin:14px 0 6px}
.pass{color:#0a7a32}.fail{color:#b3261e}
.filters{position:sticky;top:0;background:#f4f6fa;border:1px solid #d8dde6;border-radius:6px;padding:8px 10px;margin:12px 0;display:flex;flex-wrap:wrap;gap:6px 16px;align-items:center;z-index:1}
.filters label{white-space:nowrap}
table{border-collapse:collapse;width:100%;table-layout:auto;font-size:13px}
th,td{border-bottom:1px solid #e3e6ec;padding:3px 6px;text-align:right;vertical-align:top}
th{background:#f4f6fa;position:sticky;top:0}
td.name{text-align:left;overflow-wrap:anywhere;min-width:160px;max-width:380px}td.l,th.l{text-align:left}td.q{white-space:nowrap}
tr.bad td{background:#fdeceb}td.res{text-align:left;min-width:90px}td.res.bad{color:#b3261e;font-weight:600}
.legend{color:#4a5263;font-size:12.5px}
section.row{border-top:2px solid #d8dde6;margin-top:24px}
.plots,.views{display:flex;flex-wrap:wrap;gap:10px}
.plot,.view{border:1px solid #e3e6ec;border-radius:4px;background:#fbfcfe}
figure{margin:12px 0 18px;padding:8px;border:1px solid #e3e6ec;border-radius:6px}
figcaption{font-size:13px;margin:4px 0;overflow-wrap:anywhere}
.code{position:relative}
pre{background:#f4f6fa;padding:8px;border-radius:4px;font-size:12px;white-space:pre-wrap;overflow-wrap:anywhere;margin:4px 0}
button.copy{float:right;margin:4px}
.swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin:0 3px 0 8px}
)";

const char* const kScript = R"(
(function () {
  var errors = 0;
  window.addEventListener('error', function () { document.body.setAttribute('data-js-errors', String(++errors)); });
  var q = document.getElementById('f-query'), r = document.getElementById('f-result'),
      t = document.getElementById('f-text'), count = document.getElementById('f-count');
  function matches(el) {
    var d = el.dataset;
    return (!q.value || d.query === q.value) &&
           (!r.value || (r.value === 'failing' ? d.fail === '1' : d.result === r.value)) &&
           (!t.value || d.name.indexOf(t.value.toLowerCase()) >= 0);
  }
  function apply() {
    var shown = 0;
    document.querySelectorAll('[data-query]').forEach(function (el) {
      var ok = matches(el);
      el.hidden = !ok;
      if (ok && el.tagName === 'TR') ++shown;
    });
    count.textContent = shown + ' of ' + document.querySelectorAll('tr[data-query]').length + ' rows';
  }
  [q, r, t].forEach(function (el) { el.addEventListener('input', apply); el.addEventListener('change', apply); });
  document.querySelectorAll('button.copy').forEach(function (b) {
    b.addEventListener('click', function () {
      var pre = document.getElementById(b.dataset.target);
      function selected() {
        var range = document.createRange();
        range.selectNodeContents(pre);
        var sel = window.getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
        try { document.execCommand('copy'); b.textContent = 'copied'; } catch (e) { b.textContent = 'selected'; }
      }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(pre.textContent).then(function () { b.textContent = 'copied'; }, selected);
      } else {
        selected();
      }
    });
  });
  apply();
  document.body.setAttribute('data-js', 'ready');
})();
)";

/// HTML text or attribute value (report_text.h).
std::string esc(const std::string& s) { return markup_escape(s, true); }

/// HTML text that keeps its line breaks (a literal in <pre>).
std::string esc_lines(const std::string& s) { return markup_escape(s, false); }

std::string lower(std::string s) {
  for (char& ch : s) ch = static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
  return s;
}

/// The result a row is filtered by: its short verdict in lower case, blanks
/// as '-' (holds, found, violations, violated, not-found, no-cases).
std::string result_key(const Row& r) {
  std::string key = lower(short_verdict(r));
  std::replace(key.begin(), key.end(), ' ', '-');
  return key;
}

std::string data_attrs(const Row& r) {
  return " data-query=\"" + esc(r.query) + "\" data-result=\"" + result_key(r) + "\" data-fail=\"" +
         (r.ok ? "0" : "1") + "\" data-name=\"" + esc(lower(r.implementation)) + "\"";
}

// ---- plots -------------------------------------------------------------------

/// A horizontal bar chart: one bar per (label, count).
std::string bar_chart(const std::string& title, const std::vector<std::pair<std::string, std::uint64_t>>& bars,
                      const char* colour) {
  const double label_w = 170, bar_w = 190, row_h = 17, width = label_w + bar_w + 70;
  const double height = 24 + row_h * static_cast<double>(bars.size()) + 6;
  std::uint64_t most = 1;
  for (const auto& b : bars) most = std::max(most, b.second);
  std::string o = "<svg class=\"plot\" width=\"" + fmt("%.0f", width) + "\" height=\"" + fmt("%.0f", height) +
                  "\" viewBox=\"0 0 " + fmt("%.0f", width) + " " + fmt("%.0f", height) + "\" role=\"img\"><title>" +
                  esc(title) + "</title><text x=\"6\" y=\"15\" font-size=\"12\" font-weight=\"600\">" + esc(title) +
                  "</text>";
  double y = 24;
  for (const auto& [label, n] : bars) {
    const double w = std::max(1.0, bar_w * static_cast<double>(n) / static_cast<double>(most));
    o += "<text x=\"" + fmt("%.0f", label_w - 4) + "\" y=\"" + fmt("%.1f", y + 12) +
         "\" font-size=\"11\" text-anchor=\"end\">" + esc(label.size() > 28 ? label.substr(0, 27) + "~" : label) +
         "</text><rect x=\"" + fmt("%.0f", label_w) + "\" y=\"" + fmt("%.1f", y + 2) + "\" width=\"" +
         fmt("%.1f", w) + "\" height=\"" + fmt("%.0f", row_h - 4) + "\" fill=\"" + colour + "\"/><text x=\"" +
         fmt("%.1f", label_w + w + 4) + "\" y=\"" + fmt("%.1f", y + 12) + "\" font-size=\"11\">" + num(n) + "</text>";
    y += row_h;
  }
  return o + "</svg>";
}

/// "exact contact", "[1e-8, 1e-7)", "infinite" for a margin_decade() key.
std::string decade_label(const std::string& key) {
  if (key == "0") return "exact contact (0)";
  if (key == "inf") return "infinite";
  const int k = std::atoi(key.c_str() + 2);
  return "|m| in [1e" + std::to_string(k) + ", 1e" + std::to_string(k + 1) + ")";
}

double decade_order(const std::string& key) {
  if (key == "0") return -1e9;
  if (key == "inf") return 1e9;
  return std::atof(key.c_str() + 2);
}

std::string plots(const Row& r) {
  std::string o = "<div class=\"plots\">";
  if (!r.violations_by_class.empty()) {
    o += bar_chart("violations by generator class", r.violations_by_class, "#c0504d");
  }
  std::vector<std::pair<std::string, std::uint64_t>> by_margin = r.violations_by_margin;
  std::sort(by_margin.begin(), by_margin.end(),
            [](const auto& a, const auto& b) { return decade_order(a.first) < decade_order(b.first); });
  for (auto& b : by_margin) b.first = decade_label(b.first);
  if (!by_margin.empty()) o += bar_chart("violations by relative margin", by_margin, "#4f6fb0");
  return o + "</div>";
}

// ---- counterexample pictures ---------------------------------------------------

const char* const kFirstColour = "#1f6fb4";
const char* const kSecondColour = "#e8710a";

/// A round length (1, 2 or 5 times a power of ten) near a third of `span`
/// (long double: a scene of huge floats spans more than the double range).
sketch::Real nice_length(sketch::Real span) {
  const sketch::Real target = span / 3;
  const sketch::Real p = std::pow(10.0L, std::floor(std::log10(target)));
  for (const sketch::Real m : {5.0L, 2.0L, 1.0L}) {
    if (m * p <= target) return m * p;
  }
  return p;
}

std::string real_text(sketch::Real x) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.3Lg", x);
  return buf;
}

std::string panel(const std::vector<sketch::Shape>& shapes, const sketch::View& v, const std::string& title,
                  const std::string& extra) {
  const double s = v.size, h = 34;
  std::string o = "<svg class=\"view\" width=\"" + fmt("%.0f", s) + "\" height=\"" + fmt("%.0f", s + h) +
                  "\" viewBox=\"0 0 " + fmt("%.0f", s) + " " + fmt("%.0f", s + h) + "\" role=\"img\"><title>" +
                  esc(title) + "</title>";
  o += "<svg x=\"0\" y=\"0\" width=\"" + fmt("%.0f", s) + "\" height=\"" + fmt("%.0f", s) + "\" overflow=\"hidden\">";
  for (std::size_t i = 0; i < shapes.size(); ++i) o += sketch::draw(shapes[i], v, i == 0 ? kFirstColour : kSecondColour);
  o += extra + "</svg>";
  const sketch::Real span = 2 * v.half, bar = nice_length(span);
  const double bar_px = static_cast<double>(bar / span) * s;
  const char* axis = "xyz";
  o += "<text x=\"4\" y=\"" + fmt("%.0f", s + 13) + "\" font-size=\"11\">" + esc(title) + " (" + axis[v.right] +
       " right, " + axis[v.up] + " up)</text>";
  o += "<line x1=\"4\" y1=\"" + fmt("%.0f", s + 24) + "\" x2=\"" + fmt("%.1f", 4 + bar_px) + "\" y2=\"" +
       fmt("%.0f", s + 24) + "\" stroke=\"#333\" stroke-width=\"2\"/><text x=\"" + fmt("%.1f", 8 + bar_px) + "\" y=\"" +
       fmt("%.0f", s + 28) + "\" font-size=\"11\">" + real_text(bar) + "</text>";
  return o + "</svg>";
}

/// Three axis views of the whole scene and a zoom where the shapes come
/// nearest; empty if the literal cannot be drawn.
std::string picture(const Counterexample& cx, std::string& caption) {
  std::vector<sketch::Shape> shapes;
  if (!sketch::parse(cx.literal, shapes) || shapes.size() < 2) {
    caption = "not drawn: the literal holds a NaN, or an infinite coordinate";
    return "";
  }
  const std::vector<sketch::Shape> first(shapes.begin(), shapes.begin() + 1), rest(shapes.begin() + 1, shapes.end());
  sketch::P3 a, b;
  sketch::nearest_points(first, rest, a, b);
  sketch::P3 lo, hi;
  if (!sketch::bounds(shapes, lo, hi)) lo = hi = a;
  lo = {std::min({lo.x, a.x, b.x}), std::min({lo.y, a.y, b.y}), std::min({lo.z, a.z, b.z})};
  hi = {std::max({hi.x, a.x, b.x}), std::max({hi.y, a.y, b.y}), std::max({hi.z, a.z, b.z})};
  sketch::View overview;
  overview.centre = {(lo.x + hi.x) / 2, (lo.y + hi.y) / 2, (lo.z + hi.z) / 2};
  sketch::Real half = std::max({hi.x - lo.x, hi.y - lo.y, hi.z - lo.z}) * 0.6L;
  const sketch::Real mag = std::max({std::fabs(overview.centre.x), std::fabs(overview.centre.y),
                                     std::fabs(overview.centre.z), std::fabs(a.x), std::fabs(a.y), std::fabs(a.z)});
  if (!(half > 0)) half = mag > 0 ? mag * 1e-3L : 1;
  overview.half = half;

  // The zoom: around the midpoint of the nearest points, a window that shows
  // their gap and the oracle's margin, at least 16 units in the last place.
  const bool is_float = shapes[0].is_float;
  const sketch::P3 focus = {(a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2};
  const sketch::P3 gap = {b.x - a.x, b.y - a.y, b.z - a.z};
  const sketch::Real gap_len = std::sqrt(gap.x * gap.x + gap.y * gap.y + gap.z * gap.z);
  const sketch::Real fmag = std::max({std::fabs(focus.x), std::fabs(focus.y), std::fabs(focus.z)});
  const sketch::Real ulp = (fmag > 0 ? std::ldexp(1.0L, std::ilogb(fmag)) : 0) * (is_float ? 0x1p-23L : 0x1p-52L);
  sketch::Real w = std::max({4 * gap_len, 4 * static_cast<sketch::Real>(std::fabs(cx.margin)), 16 * ulp});
  if (!(w > 0) || !std::isfinite(w)) w = half / 8;
  w = std::min(w, half);
  sketch::View zoom;
  zoom.centre = focus;
  zoom.half = w;
  // Seen along the axis on which the gap is smallest, so that the gap shows.
  const sketch::Real g[3] = {std::fabs(gap.x), std::fabs(gap.y), std::fabs(gap.z)};
  int depth = 2;
  if (gap_len > 0) depth = g[0] <= g[1] && g[0] <= g[2] ? 0 : (g[1] <= g[2] ? 1 : 2);
  zoom.depth = depth;
  zoom.right = depth == 0 ? 1 : 0;
  zoom.up = depth == 2 ? 1 : 2;

  auto marker = [&](const sketch::View& v) {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    sketch::to_pixels(v, {focus.x - w, focus.y - w, focus.z - w}, x0, y0);
    sketch::to_pixels(v, {focus.x + w, focus.y + w, focus.z + w}, x1, y1);
    const double side = std::max(std::fabs(x1 - x0), 6.0);
    const double cx0 = (x0 + x1) / 2 - side / 2, cy0 = (y0 + y1) / 2 - side / 2;
    return "<rect x=\"" + fmt("%.1f", cx0) + "\" y=\"" + fmt("%.1f", cy0) + "\" width=\"" + fmt("%.1f", side) +
           "\" height=\"" + fmt("%.1f", side) + "\" fill=\"none\" stroke=\"#d00\" stroke-width=\"1.5\"/>";
  };
  std::string o = "<div class=\"views\">";
  const int axes[3][3] = {{0, 1, 2}, {0, 2, 1}, {1, 2, 0}};
  const char* names[3] = {"top", "front", "side"};
  for (int k = 0; k < 3; ++k) {
    sketch::View v = overview;
    v.right = axes[k][0], v.up = axes[k][1], v.depth = axes[k][2];
    o += panel(shapes, v, names[k], marker(v));
  }
  double ax = 0, ay = 0, bx = 0, by = 0;
  sketch::to_pixels(zoom, a, ax, ay);
  sketch::to_pixels(zoom, b, bx, by);
  const std::string nearest = "<line x1=\"" + fmt("%.1f", ax) + "\" y1=\"" + fmt("%.1f", ay) + "\" x2=\"" +
                              fmt("%.1f", bx) + "\" y2=\"" + fmt("%.1f", by) +
                              "\" stroke=\"#d00\" stroke-dasharray=\"4 3\"/><circle cx=\"" + fmt("%.1f", ax) +
                              "\" cy=\"" + fmt("%.1f", ay) + "\" r=\"2.5\" fill=\"#d00\"/><circle cx=\"" +
                              fmt("%.1f", bx) + "\" cy=\"" + fmt("%.1f", by) + "\" r=\"2.5\" fill=\"#d00\"/>";
  o += panel(shapes, zoom, "zoom", nearest);
  o += "</div>";
  caption = "<span class=\"swatch\" style=\"background:" + std::string(kFirstColour) + "\"></span>" +
            esc(shapes[0].name) + "<span class=\"swatch\" style=\"background:" + kSecondColour + "\"></span>" +
            esc(shapes[1].name) + (shapes.size() > 2 ? " .. " + esc(shapes.back().name) : std::string()) +
            ". Red: the zoom's window, " + real_text(2 * w) + " wide (" +
            real_text(ulp > 0 ? 2 * w / ulp : 0) + " ulps of the " +
            (is_float ? "float" : "double") + "s there; " + real_text(half / w) +
            "x the scene's scale), in the slab of that width around the nearest points (red dots, " +
            real_text(gap_len) + " apart as drawn; the oracle's margin " +
            fmt("%.3g", cx.margin) + ").";
  return o;
}

std::string counterexample_figure(const Row& r, const Counterexample& cx, std::size_t id) {
  std::string caption;
  const std::string views = picture(cx, caption);
  const std::string target = "lit-" + num(id);
  const int kind = std::max(0, kind_index(cx.kind));
  std::string o = "<figure>";
  o += "<figcaption><b>" + esc(selection_text(cx) + cx.kind) + "</b>" +
       esc((cx.detail.empty() ? std::string() : " (" + cx.detail + ")") + ", " + cx.degeneracy_class +
           " (oracle: " + to_string(cx.oracle) + ", relative margin " + margin_text(cx.relative_margin) +
           "); found at case " + num(cx.index) + " (class " + cx.generator_class + "); first " + kind_name(kind) +
           " at case " + num(r.first_index[kind]) + ", " + fmt("%.3f", r.first_seconds[kind]) + " s into the run") +
       "</figcaption>";
  o += views;
  o += "<figcaption>" + caption + "</figcaption>";
  o += "<div class=\"code\"><button class=\"copy\" type=\"button\" data-target=\"" + target +
       "\">copy</button><pre id=\"" + target + "\">" + esc_lines(cx.literal) + "</pre></div>";
  return o + "</figure>";
}

std::string summary_table(const Report& report, const std::vector<std::size_t>& order,
                          const std::vector<bool>& has_section) {
  std::string o =
      "<table id=\"summary\"><thead><tr><th class=\"l\">query</th><th class=\"l\">routine</th><th "
      "class=\"l\">contract</th><th>cases</th><th>false hits</th><th>false misses</th><th>disagreed</th><th>leaks</"
      "th><th>crashes</th><th>worst margin</th><th>filter</th><th class=\"l\">result</th></tr></thead><tbody>";
  for (const std::size_t i : order) {
    const Row& r = report.rows[i];
    const std::string name = has_section[i] ? "<a href=\"#r" + num(i) + "\">" + esc(r.implementation) + "</a>"
                                            : esc(r.implementation);
    o += "<tr" + data_attrs(r) + (r.ok ? "" : " class=\"bad\"") + "><td class=\"l q\">" + esc(r.query) +
         "</td><td class=\"name\">" + name + "</td><td class=\"l\">" + esc(r.contract) + "</td><td>" + num(r.cases) +
         "</td><td>" + num(r.violating_false_hits) + "</td><td>" + num(r.violating_false_misses) + "</td><td>" +
         num(disagreements(r)) + "</td><td>" + leaks_text(r) + "</td><td>" + faults_text(r) + "</td><td>" +
         (r.has_worst ? margin_text(r.worst_relative_margin) : "-") + "</td><td>" +
         filter_text(r) + "</td><td class=\"res" + (r.ok ? "" : " bad") + "\">" +
         esc(r.verdict) + "</td></tr>";
  }
  return o + "</tbody></table>";
}

}  // namespace

std::string render_html(const Report& report) {
  // Failing rows first, each group in the report's order.
  std::vector<std::size_t> order;
  for (int pass = 0; pass < 2; ++pass) {
    for (std::size_t i = 0; i < report.rows.size(); ++i) {
      if (report.rows[i].ok == (pass == 1)) order.push_back(i);
    }
  }
  std::vector<bool> has_section(report.rows.size());
  for (std::size_t i = 0; i < report.rows.size(); ++i) {
    has_section[i] = report.rows[i].violations > 0 || !report.rows[i].counterexamples.empty() || !report.rows[i].ok;
  }
  const std::string verdict = report.passed ? "PASS" : "FAIL";
  std::string o = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
                  "content=\"width=device-width, initial-scale=1\"><title>geoverify: " +
                  verdict + " (" + esc(run_summary(report)) + ")</title><style>" + kStyle +
                  "</style></head>\n<body data-js=\"pending\">\n";
  o += "<h1>geoverify <span class=\"" + std::string(report.passed ? "pass" : "fail") + "\">" + verdict +
       "</span></h1><p>" + esc(run_summary(report)) + ". " +
       (report.passed ? "Every core and user routine held its contract; every expected defect was found."
                      : "Rows in red failed: a contract violated, an expected defect not found, or a row that ran "
                        "no case.") +
       "</p>\n";
  for (const QueryStats& q : report.queries) {
    if (q.reference == "core") {
      o += "<p class=\"legend\">" + esc(q.query) +
           ": fast mode, the certified core was the reference; the exact oracle confirmed every disagreement and "
           "audited the core on one case in 16.</p>\n";
    }
  }
  // Filters.
  o += "<div class=\"filters\"><label>query <select id=\"f-query\"><option value=\"\">all</option>";
  for (const QueryStats& q : report.queries) o += "<option>" + esc(q.query) + "</option>";
  o += "</select></label><label>result <select id=\"f-result\"><option value=\"\">all</option><option "
       "value=\"failing\">failing</option><option value=\"holds\">holds</option><option value=\"found\">expected "
       "defect found</option><option value=\"violations\">violations, none expected</option><option value=\"violated\">contract violated</option><option "
       "value=\"not-found\">expected defect not found</option><option value=\"no-cases\">ran no cases</option></"
       "select></label><label>routine <input id=\"f-text\" type=\"search\" placeholder=\"name contains\"></label>"
       "<span id=\"f-count\"></span></div>\n";
  o += summary_table(report, order, has_section) + "\n";
  o += "<p class=\"legend\">false hits / false misses: disagreements with the exact oracle that the row's contract "
       "does not allow; disagreed: every disagreement, allowed or not; leaks: rays through a closed mesh (watertight "
       "rows); crashes: calls that crashed, +N that hung ('-' in process); worst margin: the oracle's relative margin "
       "of the worst violation; filter: share of the core's calls decided without the exact stage.</p>\n";
  std::size_t figure = 0;
  for (const std::size_t i : order) {
    if (!has_section[i]) continue;
    const Row& r = report.rows[i];
    // "name [contract]", unless the name already says it ("... [watertight]").
    const std::string tag = " [" + r.contract + "]";
    const bool tagged = r.implementation.size() >= tag.size() &&
                        r.implementation.compare(r.implementation.size() - tag.size(), tag.size(), tag) == 0;
    o += "<section class=\"row\" id=\"r" + num(i) + "\"" + data_attrs(r) + "><h2>" + esc(r.query) + " &middot; " +
         esc(r.implementation) + (tagged ? "" : esc(tag)) + ": <span class=\"" + (r.ok ? "pass" : "fail") + "\">" +
         esc(r.verdict) + "</span></h2><p>" + esc(counts_text(r)) + "</p>";
    if (r.role == "specimen" && r.expected) o += "<p class=\"legend\">expected: " + esc(expected_text(r)) + "</p>";
    o += plots(r);
    bool any = false;
    for (const Counterexample& cx : r.counterexamples) {
      if (repeats_a_shown_case(r, cx)) continue;
      if (!any) o += "<h3>Counterexamples</h3>";
      any = true;
      o += counterexample_figure(r, cx, figure++);
    }
    o += "</section>\n";
  }
  o += "<script>" + std::string(kScript) + "</script>\n</body></html>\n";
  return o;
}

}  // namespace campaign
}  // namespace gv
