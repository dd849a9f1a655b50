#pragma once
// The tile IR: SSA values with types (a dtype, and for tensors a shape and a distributed
// layout), ops with attributes, and structured control flow (for, if, while) whose regions are
// single blocks with arguments. The kernel builder is its only producer; the printer's text is
// what the compile cache hashes and what golden tests compare.

#include <cstdint>
#include <memory>
#include <source_location>
#include <string>
#include <variant>
#include <vector>

#include "core/target.h"
#include "dsl/dtype.h"
#include "dsl/layout.h"

namespace gfxtile {

using ValueId = int32_t;
inline constexpr ValueId kNoValue = -1;

// A value's type: a scalar (uniform over the workgroup), a tensor distributed by a layout, or an
// LDS buffer (shared by the workgroup; a staged buffer's shape starts with its stage count).
struct Type {
  enum class Kind : uint8_t { scalar, tensor, lds };
  Kind kind = Kind::scalar;
  DType dtype;
  std::vector<int64_t> shape;  // tensors and LDS buffers
  Layout layout;               // tensors

  static Type scalar(DType dtype) { return {Kind::scalar, dtype, {}, {}}; }
  static Type tensor(DType dtype, Layout layout) { return {Kind::tensor, dtype, layout.shape(), std::move(layout)}; }
  static Type lds(DType dtype, std::vector<int64_t> shape) { return {Kind::lds, dtype, std::move(shape), {}}; }
  bool is_scalar() const { return kind == Kind::scalar; }
  bool is_tensor() const { return kind == Kind::tensor; }
  bool is_lds() const { return kind == Kind::lds; }
  int64_t elements() const;
  Type with_dtype(DType other) const;
  // "f32", "tensor<16x64xf32, #1>" (layout index from the printer), "lds<64x64xf16>".
  std::string to_string(int layout_index = -1) const;
  // For messages: "tensor<16x64xf32>" (no layout), "f32", "lds<64xf16>".
  std::string summary() const;
  friend bool operator==(const Type& a, const Type& b) {
    return a.kind == b.kind && a.dtype == b.dtype && a.shape == b.shape && a.layout == b.layout;
  }
};

#define GFXTILE_OP_KINDS(X)                                                                      \
  X(constant) X(program_id) X(num_programs) X(arange) X(splat) X(broadcast) X(expand_dims)       \
  X(reshape) X(permute) X(convert_layout) X(extract_slice) X(insert_slice)                       \
  X(neg) X(abs) X(exp) X(exp2) X(log) X(log2) X(sqrt) X(rsqrt) X(rcp) X(sigmoid) X(silu) X(tanh) \
  X(logical_not)                                                                                 \
  X(add) X(sub) X(mul) X(div) X(rem) X(min) X(max) X(logical_and) X(logical_or) X(logical_xor)   \
  X(cmp) X(select) X(fma) X(cast) X(addptr)                                                      \
  X(load) X(store) X(buffer_load) X(buffer_store) X(atomic)                                      \
  X(reduce) X(scan) X(dot)                                                                       \
  X(for_) X(if_) X(while_) X(yield) X(condition)                                                 \
  X(lds_alloc) X(lds_load) X(lds_store) X(barrier) X(assert_)                                     \
  X(lds_stage) X(async_copy) X(async_commit) X(async_wait) X(barrier_arrive) X(barrier_wait)     \
  X(tdm_load) X(tdm_store) X(tdm_wait) X(fence)

enum class OpKind : uint8_t {
#define GFXTILE_ENUM(name) name,
  GFXTILE_OP_KINDS(GFXTILE_ENUM)
#undef GFXTILE_ENUM
};
const char* op_name(OpKind kind);  // "add", "for", "assert" (no trailing underscores)
bool is_unary(OpKind kind);        // neg .. logical_not
bool is_binary(OpKind kind);       // add .. logical_xor
bool is_transcendental(OpKind kind);  // ops with an accurate and a fast form

// Where the kernel author wrote the DSL call that made an op.
struct SourceLocation {
  std::string file;  // as the compiler spelled it
  int line = 0;
  static SourceLocation from(const std::source_location& location) {
    return {location.file_name(), static_cast<int>(location.line())};
  }
  std::string to_string() const;  // "rms_norm.cpp:14" (the file's base name)
};

using Attribute = std::variant<int64_t, double, std::string, std::vector<int64_t>>;

struct Op;

struct Block {
  std::vector<ValueId> arguments;
  std::vector<std::unique_ptr<Op>> ops;
};

struct Op {
  OpKind kind;
  std::vector<ValueId> operands;
  std::vector<ValueId> results;
  std::vector<Block> regions;
  std::vector<std::pair<std::string, Attribute>> attributes;  // printed in this order
  SourceLocation location;

  bool has(const std::string& name) const;
  int64_t integer(const std::string& name, int64_t fallback = 0) const;
  double real(const std::string& name, double fallback = 0) const;
  std::string text(const std::string& name) const;
  std::vector<int64_t> integers(const std::string& name) const;
  void set(const std::string& name, Attribute value);
};

// Attribute vocabularies (stored as integers, printed as names).
enum class CompareKind { eq, ne, lt, le, gt, ge };
enum class ReduceKind { sum, max, min, argmax, prod };
enum class AtomicKind { add, max };
// Memory fences (dsl/tensor.h fence): who the ordering is with (the workgroup's waves, or every
// workgroup of the device) and which way it orders.
enum class MemoryScope { workgroup, device };
enum class MemoryOrder { acquire, release, acq_rel };
// How a cast rounds when the value does not fit exactly.
enum class Rounding { nearest_even, toward_zero, down, up };
const char* compare_name(CompareKind kind);
const char* reduce_name(ReduceKind kind);
const char* atomic_name(AtomicKind kind);
const char* scope_name(MemoryScope scope);
const char* order_name(MemoryOrder order);
const char* rounding_name(Rounding rounding);

struct KernelParameter {
  std::string name;
  Type type;
  ValueId value = kNoValue;
  bool read_only = false;  // pointers declared const
  bool invariant = false;  // pointers: nothing writes the memory while the kernel runs (ArgOptions::invariant)
  int64_t divisibility = 1;  // integers: the value is a multiple of this; pointers: byte alignment
};

struct ValueInfo {
  Type type;
  Op* definition = nullptr;  // null for kernel arguments and block arguments
};

class Kernel {
 public:
  std::string name;
  TargetId target;
  int waves = 4;  // per workgroup; every tensor layout has this many
  int vgpr_budget = 0;  // VGPRs per lane (0: the target's limit)
  bool packed_f32 = false;  // KernelOptions::packed_f32
  bool straight_line_scalar_passes = true;  // KernelOptions::straight_line_scalar_passes
  bool simplification_pipeline = false;     // KernelOptions::simplification_pipeline
  bool post_allocation_scheduler = true;     // KernelOptions::post_allocation_scheduler
  std::vector<KernelParameter> arguments;
  Block body;
  std::vector<ValueInfo> values;  // by ValueId

  const Type& type(ValueId value) const { return values.at(value).type; }
  int wave_size() const { return target.properties().wave_size; }
  int workgroup_size() const { return wave_size() * waves; }
  ValueId new_value(Type type, Op* definition = nullptr);
  // The argument a pointer value is derived from (by offsets, splats, broadcasts and the
  // layout-only ops), if any.
  const KernelParameter* pointer_argument(ValueId value) const;

  // Stable text (see printer.cpp); what the cache key hashes.
  std::string to_text() const;
  // Checks every op; throws Error naming the kernel, the author's line and the problem.
  void verify() const;
};

// Throws Error "file.cpp:14: kernel 'name': op: message" — the one format of every DSL error.
[[noreturn]] void fail_at(const std::string& kernel, const SourceLocation& location, const std::string& op,
                          const std::string& message);

// One line per convert_layout: where the author wrote it, what it moves and how (free, within a
// thread, across lanes, through LDS): "softmax.cpp:12: convert_layout tensor<16x64xf32>: through_lds".
std::string conversion_report(const Kernel& kernel);

// The kernel's device_assert messages ("file.cpp:14: message"), in program order: what a host
// shows when the device reports the kernel's trap.
std::vector<std::string> assert_messages(const Kernel& kernel);

// The checks of one op (types, shapes, layouts, region terminators), without scoping.
void verify_op(const Kernel& kernel, const Op& op);

// Calls `visit` on every op of `block`, nested regions included, in program order.
template <typename Visit>
void walk(const Block& block, Visit&& visit) {
  for (const auto& op : block.ops) {
    visit(*op);
    for (const auto& region : op->regions) walk(region, visit);
  }
}

// Replaces every use of `from` by `to` inside `block` (nested regions included).
void replace_uses(Block& block, ValueId from, ValueId to);

}  // namespace gfxtile
