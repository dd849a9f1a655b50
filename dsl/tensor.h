#pragma once
// Tensor: the handle kernel code holds for a tile IR value (a scalar is a tensor of rank 0, hence
// `using Scalar = Tensor`). Handles register with the kernel builder so that assignments inside
// for_range / if_ / while_ bodies become loop-carried values and branch results. Operators and
// the DSL functions capture the author's source line (std::source_location) for error messages.

#include <cstdint>
#include <optional>
#include <source_location>
#include <vector>

#include "dsl/ir.h"
#include "dsl/lds_layout.h"

namespace gfxtile {

class KernelBuilder;

class Tensor {
 public:
  Tensor();  // no value yet; assign before use
  Tensor(const Tensor& other);
  Tensor& operator=(const Tensor& other);
  ~Tensor();

  bool valid() const { return builder_ && id_ != kNoValue; }
  // The kernel builder this value belongs to (null once that builder is gone).
  const KernelBuilder* owner() const { return builder_; }
  ValueId id() const { return id_; }
  const Type& type() const;
  DType dtype() const { return type().dtype; }
  const std::vector<int64_t>& shape() const { return type().shape; }
  const Layout& layout() const { return type().layout; }
  bool is_scalar() const { return type().is_scalar(); }

  // Conversion to another dtype with an explicit rounding (floats: nearest-even by default;
  // float -> int: toward zero by default, as in C++).
  Tensor to(DType dtype, std::optional<Rounding> rounding = std::nullopt,
            std::source_location location = std::source_location::current()) const;

  // Internal: a handle for value `id` of `builder`.
  Tensor(KernelBuilder* builder, ValueId id);

 private:
  friend class KernelBuilder;
  void attach(KernelBuilder* builder);
  KernelBuilder* builder_ = nullptr;
  ValueId id_ = kNoValue;
  uint64_t sequence_ = 0;
};
using Scalar = Tensor;

// An operand of a DSL operator or function: a tensor, or a C++ number that takes the dtype of the
// other operands. Captures the source line of the expression it appears in.
struct Operand {
  Operand(const Tensor& tensor, std::source_location location = std::source_location::current())
      : tensor(tensor), location(location) {}
  Operand(double value, std::source_location location = std::source_location::current())
      : number(value), integral(false), location(location) {}
  Operand(int value, std::source_location location = std::source_location::current())
      : number(value), integral(true), location(location) {}
  Operand(unsigned value, std::source_location location = std::source_location::current())
      : number(value), integral(true), location(location) {}
  Operand(long value, std::source_location location = std::source_location::current())
      : number(static_cast<double>(value)), integral(true), location(location) {}
  Operand(unsigned long value, std::source_location location = std::source_location::current())
      : number(static_cast<double>(value)), integral(true), location(location) {}

  std::optional<Tensor> tensor;
  double number = 0;
  bool integral = false;
  std::source_location location;
};

enum class Math { accurate, fast };  // transcendental functions: correctly rounded-ish vs hardware

// Arithmetic (+ - * / %), comparisons, logical ops (& | ^ ! on i1 and integers). Scalars and
// numbers broadcast to the tensor operand; tensors of shapes [n, 1] and [1, m] broadcast
// against each other as in NumPy. pointer + integer offsets address memory.
Tensor operator+(const Operand& a, const Operand& b);
Tensor operator-(const Operand& a, const Operand& b);
Tensor operator*(const Operand& a, const Operand& b);
Tensor operator/(const Operand& a, const Operand& b);
Tensor operator%(const Operand& a, const Operand& b);
Tensor operator-(const Operand& a);
Tensor operator<(const Operand& a, const Operand& b);
Tensor operator<=(const Operand& a, const Operand& b);
Tensor operator>(const Operand& a, const Operand& b);
Tensor operator>=(const Operand& a, const Operand& b);
Tensor operator==(const Operand& a, const Operand& b);
Tensor operator!=(const Operand& a, const Operand& b);
Tensor operator&(const Operand& a, const Operand& b);
Tensor operator|(const Operand& a, const Operand& b);
Tensor operator^(const Operand& a, const Operand& b);
Tensor operator!(const Operand& a);
Tensor& operator+=(Tensor& a, const Operand& b);
Tensor& operator-=(Tensor& a, const Operand& b);
Tensor& operator*=(Tensor& a, const Operand& b);
Tensor& operator/=(Tensor& a, const Operand& b);

#define GFXTILE_HERE std::source_location location = std::source_location::current()

// Elementwise math. Transcendentals take Math::fast for the hardware approximations.
Tensor abs(const Operand& x, GFXTILE_HERE);
Tensor exp(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor exp2(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor log(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor log2(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor sqrt(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor rsqrt(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor rcp(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor sigmoid(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor silu(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor tanh(const Operand& x, Math math = Math::accurate, GFXTILE_HERE);
Tensor divide(const Operand& a, const Operand& b, Math math, GFXTILE_HERE);
Tensor minimum(const Operand& a, const Operand& b, GFXTILE_HERE);
Tensor maximum(const Operand& a, const Operand& b, GFXTILE_HERE);
Tensor fma(const Operand& a, const Operand& b, const Operand& c, GFXTILE_HERE);
Tensor select(const Operand& condition, const Operand& if_true, const Operand& if_false, GFXTILE_HERE);
Tensor cast(const Tensor& x, DType dtype, std::optional<Rounding> rounding = std::nullopt, GFXTILE_HERE);

// Values and index tensors.
Tensor constant(double value, DType dtype, GFXTILE_HERE);  // a scalar
Tensor program_id(int axis = 0, GFXTILE_HERE);             // workgroup id, i32
Tensor num_programs(int axis = 0, GFXTILE_HERE);           // workgroups in the grid, i32
Tensor arange(int64_t end, const Layout& layout, GFXTILE_HERE);  // [0, end) as i32
Tensor arange(int64_t start, int64_t end, const Layout& layout, GFXTILE_HERE);
Tensor full(const std::vector<int64_t>& shape, const Operand& value, DType dtype, const Layout& layout, GFXTILE_HERE);
Tensor zeros(const std::vector<int64_t>& shape, DType dtype, const Layout& layout, GFXTILE_HERE);
Tensor splat(const Operand& scalar, const Layout& layout, GFXTILE_HERE);

// Shapes and layouts.
Tensor expand_dims(const Tensor& x, int axis, GFXTILE_HERE);
Tensor broadcast(const Tensor& x, const Layout& layout, GFXTILE_HERE);
Tensor broadcast(const Tensor& x, const std::vector<int64_t>& shape, GFXTILE_HERE);
Tensor reshape(const Tensor& x, const std::vector<int64_t>& shape, GFXTILE_HERE);
Tensor permute(const Tensor& x, const std::vector<int>& order, GFXTILE_HERE);
Tensor convert_layout(const Tensor& x, const Layout& layout, GFXTILE_HERE);
// The sub-tile [offsets, offsets + shape) of x, and x with that sub-tile replaced by `tile`: free
// register selections (layout subtile(x.layout(), offsets, shape): the sub-tile must lie in each
// thread's registers, dsl/layout.h); insert_slice converts `tile` to that layout first.
Tensor extract_slice(const Tensor& x, const std::vector<int64_t>& offsets, const std::vector<int64_t>& shape, GFXTILE_HERE);
Tensor insert_slice(const Tensor& x, const Tensor& tile, const std::vector<int64_t>& offsets, GFXTILE_HERE);

// Reductions (axis -1: all elements, giving a scalar) and scans.
Tensor sum(const Tensor& x, int axis = -1, GFXTILE_HERE);
Tensor max(const Tensor& x, int axis = -1, GFXTILE_HERE);
Tensor min(const Tensor& x, int axis = -1, GFXTILE_HERE);
Tensor argmax(const Tensor& x, int axis = -1, GFXTILE_HERE);  // i32 index of the first maximum
Tensor cumsum(const Tensor& x, int axis = 0, GFXTILE_HERE);
Tensor cumprod(const Tensor& x, int axis = 0, GFXTILE_HERE);

// Global memory. Masked-off lanes read `other` and write nothing.
Tensor load(const Tensor& pointer, GFXTILE_HERE);
Tensor load(const Tensor& pointer, const Tensor& mask, const Operand& other = 0.0, GFXTILE_HERE);
void store(const Tensor& pointer, const Operand& value, GFXTILE_HERE);
void store(const Tensor& pointer, const Operand& value, const Tensor& mask, GFXTILE_HERE);
// Buffer resources: `base` (a scalar pointer) with `elements` valid elements; offsets are i32
// element indices; the hardware returns 0 / drops writes outside [0, elements).
Tensor buffer_load(const Tensor& base, const Tensor& offsets, const Operand& elements, GFXTILE_HERE);
void buffer_store(const Tensor& base, const Tensor& offsets, const Operand& value, const Operand& elements,
                  GFXTILE_HERE);
// Atomics (relaxed, device scope) return the old value to the lane that made the update; copies
// of a broadcast element and masked-off elements read 0. On a scalar pointer (with a scalar value
// and mask) the workgroup makes one update, after every wave has reached it, and every thread
// gets the old value (0 where the mask is false): a uniform scalar, usable as an if_ condition or
// a select's predicate, e.g. the "last to arrive" test of an arrival counter:
//   store(partials + ..., partial);
//   fence(MemoryOrder::release);                          // this workgroup's writes, then the count
//   Scalar last = atomic_add(counter + tile, 1) == arrivals - 1;
//   if_(last, [&] { fence(MemoryOrder::acquire); ... read every workgroup's partials ... });
Tensor atomic_add(const Tensor& pointer, const Operand& value, GFXTILE_HERE);
Tensor atomic_add(const Tensor& pointer, const Operand& value, const Tensor& mask, GFXTILE_HERE);
Tensor atomic_max(const Tensor& pointer, const Operand& value, GFXTILE_HERE);
Tensor atomic_max(const Tensor& pointer, const Operand& value, const Tensor& mask, GFXTILE_HERE);

// LDS (shared by the workgroup) for explicit staging.
Tensor lds_alloc(const std::vector<int64_t>& shape, DType dtype, GFXTILE_HERE);
// A buffer laid out by `layout` (swizzled or padded; see dsl/lds_layout.h and
// conflict_free_lds_layout); lds_store and lds_load address it through the layout.
Tensor lds_alloc(const std::vector<int64_t>& shape, DType dtype, const LdsLayout& layout, GFXTILE_HERE);
void lds_store(const Tensor& buffer, const Tensor& value, GFXTILE_HERE);
Tensor lds_load(const Tensor& buffer, const Layout& layout, GFXTILE_HERE);
void barrier(GFXTILE_HERE);
// Orders this thread's global (and LDS) accesses with other threads' at `scope`: a release makes
// the accesses before it visible before any write after it (an atomic that publishes them); an
// acquire makes what others released visible to the accesses after it. Device scope crosses
// workgroups and the L2s of the device (gfx942 / gfx950: buffer_wbl2 / buffer_inv; gfx1250:
// global_wb / global_inv at device scope); the fences pair through an atomic's value.
void fence(MemoryOrder order, MemoryScope scope = MemoryScope::device, GFXTILE_HERE);
// Traps (reported by the emulator and HIP) when any element of `condition` is false.
void device_assert(const Operand& condition, const std::string& message, GFXTILE_HERE);

#undef GFXTILE_HERE

}  // namespace gfxtile
