// Part 2's kernels as registry families (registry.h): gdn.chunk_h and gdn.chunk_o.
#include "core/error.h"
#include "dsl_runtime/dsl_family.h"
#include "kernels/gdn/chunk_h.h"
#include "kernels/gdn/chunk_o.h"
#include "kernels/gdn/registry.h"

namespace gfxtile::gdn {

namespace {
StateLayout parse_state_layout(const std::string& text) {
  if (text == "key_value") return StateLayout::key_value;
  if (text == "value_key") return StateLayout::value_key;
  fail("gdn: state layout '{}' is neither key_value ([slots, HV, K, V]) nor value_key ([slots, HV, V, K])", text);
}
Gate parse_gate(const std::string& text) {
  if (text == "silu") return Gate::silu;
  if (text == "sigmoid") return Gate::sigmoid;
  fail("gdn: gate '{}' is neither silu nor sigmoid", text);
}
SnapshotLayout parse_snapshot_layout(const std::string& text) {
  if (text == "rows") return SnapshotLayout::rows;
  if (text == "column_tiles") return SnapshotLayout::column_tiles;
  if (text == "key_groups") return SnapshotLayout::key_groups;
  if (text == "key_quads") return SnapshotLayout::key_quads;
  fail("gdn: snapshot layout '{}' is none of rows ([C, HV, K, V]), column_tiles ([C, HV, V / 16, K, 16]), "
       "key_groups ([C, HV, V / 16, K / 8, 16, 8]) and key_quads ([C, HV, V / 16, K / 4, 16, 4])",
       text);
}
}  // namespace

void register_part2_kernels(KernelRegistry& registry) {
  registry.add(dsl_family(
      "gdn.chunk_h", "GDN prefill recurrence: h snapshots, v_new and the final state per sequence",
      {{"H", ParameterKind::integer, "16", "key heads"},
       {"HV", ParameterKind::integer, "32", "value heads"},
       {"layout", ParameterKind::text, "key_value", "state pool layout: key_value [slots,HV,K,V] or value_key [slots,HV,V,K]"},
       {"N", ParameterKind::integer, "1", "sequences of the batch (the launch rule's V tile: grid V / block_v)"}},
      [](const TargetId& target, const KernelParameters& p) {
        ChunkHParameters parameters{.key_heads = static_cast<int>(p.integer("H")),
                                    .value_heads = static_cast<int>(p.integer("HV")),
                                    .state_layout = parse_state_layout(p.text("layout")),
                                    .config = chunk_h_config(target, static_cast<int>(p.integer("N")),
                                                             static_cast<int>(p.integer("HV")))};
        return chunk_h(target, parameters);
      }));
  registry.add(dsl_family(
      "gdn.chunk_o", "GDN prefill output with gated RMSNorm into the out_proj input",
      {{"H", ParameterKind::integer, "16", "key heads"},
       {"HV", ParameterKind::integer, "32", "value heads"},
       {"gate", ParameterKind::text, "silu", "output gate: silu or sigmoid"},
       {"snapshots", ParameterKind::text, "rows",
        "h's layout, as gdn.chunk_h's rule wrote it: column_tiles (block_v 16), from 32 key_quads (MFMA) or key_groups (WMMA), or rows"}},
      [](const TargetId& target, const KernelParameters& p) {
        ChunkOParameters parameters{.key_heads = static_cast<int>(p.integer("H")),
                                    .value_heads = static_cast<int>(p.integer("HV")),
                                    .gate = parse_gate(p.text("gate")),
                                    .snapshots = parse_snapshot_layout(p.text("snapshots")),
                                    .config = chunk_o_config(target, 256, static_cast<int>(p.integer("HV")), kChunk)};
        return chunk_o(target, parameters);
      }));
}

}  // namespace gfxtile::gdn
