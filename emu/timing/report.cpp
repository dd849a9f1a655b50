// TimingReport as text (gfxtile run --timing), JSON (--timing-json, benchmarks) and an SVG
// timeline of one CU's waves (--timeline).

#include <algorithm>

#include <fmt/format.h>

#include "emu/timing/model.h"

namespace gfxtile::emu::timing {
namespace {

// Breakdown rows, one per pipe with any issue or stall cycles, for text and JSON alike.
struct Row {
  std::string_view name;
  uint64_t issue, stall;
  double utilization;
};

std::vector<Row> rows(const TimingReport& r) {
  std::vector<Row> list;
  for (int p = 0; p < kPipeCount; ++p) {
    if (Pipe(p) == Pipe::none) continue;
    if (r.issue_cycles[size_t(p)] == 0 && r.stall_pipe_busy[size_t(p)] == 0) continue;
    list.push_back({pipe_name(Pipe(p)), r.issue_cycles[size_t(p)], r.stall_pipe_busy[size_t(p)], r.utilization[size_t(p)]});
  }
  return list;
}

std::string escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

std::string TimingReport::to_string() const {
  std::string text;
  text += fmt::format("  timing model          {} ({}, {:.2f} GHz)\n", machine, product, clock_ghz);
  text += fmt::format("  modelled time         {:.2f} us on the GPU ({} cycles), + {:.1f} us launch overhead\n", device_us,
                      cycles, launch_overhead_us);
  text += fmt::format("  bound                 {}\n", bound);
  text += fmt::format("  occupancy             {} workgroups of {} waves per CU\n", workgroups_per_cu, waves_per_workgroup);
  if (stride > 1)
    text += fmt::format("  sampled               {} of {} workgroups (one in {}), modelled as {} on {} CUs{}\n",
                        traced_workgroups, workgroups, stride, simulated_workgroups, modelled_cus,
                        outputs_partial ? "; the others were not run, outputs are partial" : "");
  if (matrix_flops > 0)
    text += fmt::format("  matrix                {:.1f} TFLOP/s = {:.1f}% of this mix's peak {:.1f} ({:.1f}% of the {:.1f} bf16 peak)\n",
                        tflops, 100 * tflops / std::max(mix_peak_tflops, 1e-9), mix_peak_tflops,
                        100 * tflops / bf16_peak_tflops, bf16_peak_tflops);
  text += fmt::format("  HBM traffic           {:.3f} MB, {:.1f} GB/s = {:.1f}% of {:.0f} GB/s; L2 hits {:.3f} MB\n",
                      hbm_bytes * 1e-6, bytes_per_second * 1e-9, 100 * hbm_utilization, hbm_peak_bytes_per_second * 1e-9,
                      l2_bytes * 1e-6);
  text += fmt::format("  pipe                  issue wave-cycles   waiting for the pipe   busy\n");
  for (const Row& row : rows(*this))
    text += row.name == "branch" || row.name == "wait" || row.name == "barrier"  // not units: no utilisation
                ? fmt::format("    {:<19} {:>17}   {:>20}        -\n", row.name, row.issue, row.stall)
                : fmt::format("    {:<19} {:>17}   {:>20}   {:5.1f}%\n", row.name, row.issue, row.stall, 100 * row.utilization);
  text += fmt::format("  stalls (wave-cycles)  dependency {}, memory wait {}, barrier {}\n", stall_dependency, stall_memory_wait,
                      stall_barrier);
  text += fmt::format("  HBM/L2 share busy     {:.1f}%, idle CU time (tail) {:.1f}%\n", 100 * utilization[size_t(Pipe::none)],
                      100 * tail_fraction);
  return text;
}

std::string TimingReport::to_json() const {
  std::string pipes;
  for (const Row& row : rows(*this))
    pipes += fmt::format("{}\"{}\": {{\"issue_cycles\": {}, \"stall_cycles\": {}, \"utilization\": {:.4f}}}",
                         pipes.empty() ? "" : ", ", escape(row.name), row.issue, row.stall, row.utilization);
  return fmt::format(
      "{{\"machine\": \"{}\", \"device_us\": {:.3f}, \"launch_overhead_us\": {:.3f}, \"cycles\": {}, \"bound\": \"{}\", "
      "\"clock_ghz\": {:.3f}, \"workgroups\": {}, \"traced_workgroups\": {}, \"stride\": {}, \"simulated_workgroups\": {}, \"modelled_cus\": {}, "
      "\"outputs_partial\": {}, \"workgroups_per_cu\": {}, \"waves_per_workgroup\": {}, \"matrix_flops\": {:.0f}, "
      "\"tflops\": {:.3f}, \"mix_peak_tflops\": {:.3f}, \"bf16_peak_tflops\": {:.3f}, \"hbm_bytes\": {:.0f}, "
      "\"l2_bytes\": {:.0f}, \"bytes_per_second\": {:.4e}, \"hbm_peak_bytes_per_second\": {:.4e}, "
      "\"hbm_utilization\": {:.4f}, \"tail_fraction\": {:.4f}, \"stalls\": {{\"dependency\": {}, \"memory_wait\": {}, "
      "\"barrier\": {}}}, \"pipes\": {{{}}}}}",
      escape(machine), device_us, launch_overhead_us, cycles, escape(bound), clock_ghz, workgroups, traced_workgroups,
      stride, simulated_workgroups, modelled_cus, outputs_partial ? "true" : "false", workgroups_per_cu, waves_per_workgroup, matrix_flops,
      tflops, mix_peak_tflops, bf16_peak_tflops, hbm_bytes, l2_bytes, bytes_per_second, hbm_peak_bytes_per_second,
      hbm_utilization, tail_fraction, stall_dependency, stall_memory_wait, stall_barrier, pipes);
}

std::string TimingReport::timeline_svg() const {
  static constexpr const char* kColours[kPipeCount] = {"#8c564b", "#1f77b4", "#17becf", "#d62728", "#2ca02c", "#ff7f0e",
                                                       "#bcbd22", "#7f7f7f", "#c7c7c7", "#9467bd", "#e0e0e0"};
  uint64_t end = 1;
  uint32_t rows_used = 1;
  for (const TimelineEntry& e : timeline) end = std::max(end, e.start + e.cycles), rows_used = std::max(rows_used, e.wave + 1);
  const double width = 1600, row_height = 14, left = 70, top = 40;
  const double scale = (width - left - 10) / double(end);
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" font-family=\"sans-serif\" font-size=\"11\">\n"
      "<text x=\"4\" y=\"14\">{} CU 0: issue per wave slot over {} cycles ({:.2f} us); colour = pipe</text>\n",
      width, top + row_height * rows_used + 40, escape(product), end, double(end) / (clock_ghz * 1e3));
  for (uint32_t w = 0; w < rows_used; ++w)
    svg += fmt::format("<text x=\"4\" y=\"{:.1f}\">wave {}</text>\n", top + row_height * (w + 0.8), w);
  for (const TimelineEntry& e : timeline) {
    const double x = left + double(e.start) * scale, w = std::max(0.5, double(e.cycles) * scale);
    svg += fmt::format("<rect x=\"{:.2f}\" y=\"{:.1f}\" width=\"{:.2f}\" height=\"{:.1f}\" fill=\"{}\"><title>{} wg {} @{} +{}</title></rect>\n",
                       x, top + row_height * e.wave, w, row_height - 2, kColours[size_t(e.pipe)], pipe_name(e.pipe),
                       e.workgroup, e.start, e.cycles);
  }
  double x = left;
  const double legend_y = top + row_height * rows_used + 20;
  for (int p = 0; p < kPipeCount; ++p) {
    svg += fmt::format("<rect x=\"{:.0f}\" y=\"{:.0f}\" width=\"10\" height=\"10\" fill=\"{}\"/><text x=\"{:.0f}\" y=\"{:.0f}\">{}</text>\n",
                       x, legend_y, kColours[p], x + 13, legend_y + 9, pipe_name(Pipe(p)));
    x += 110;
  }
  svg += "</svg>\n";
  return svg;
}

std::string TimingReport::timeline_listing(const std::vector<std::string>& texts) const {
  std::vector<TimelineEntry> entries = timeline;
  std::stable_sort(entries.begin(), entries.end(), [](const TimelineEntry& a, const TimelineEntry& b) { return a.start < b.start; });
  std::string text = fmt::format("# {} CU 0: cycle, busy cycles, wave slot, workgroup, pipe, completes (memory/LDS), instruction\n", product);
  for (const TimelineEntry& e : entries) {
    const std::string done = e.completes ? fmt::format("{}", e.completes) : std::string("-");
    text += fmt::format("{:>8} {:>5} w{:<3} wg{:<6} {:<14} {:>8}  {:>5}: {}\n", e.start, e.cycles, e.wave, e.workgroup, pipe_name(e.pipe), done,
                        e.instruction, e.instruction < texts.size() ? texts[e.instruction] : std::string("?"));
  }
  return text;
}

}  // namespace gfxtile::emu::timing
