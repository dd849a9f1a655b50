#pragma once
// KernelBuilder: builds one kernel's tile IR from ordinary C++. The DSL's free functions
// (program_id, load, for_range, ...) add ops to the builder that is current on this thread, the
// innermost one alive.

#include <cstdint>
#include <functional>
#include <map>
#include <source_location>
#include <string>
#include <type_traits>
#include <vector>

#include "dsl/ir.h"
#include "dsl/tensor.h"

namespace gfxtile {

// Tag types for element types C++ lacks, for k.arg<const bf16_t*>("x").
struct bf16_t {};
struct f16_t {};
struct f8e4m3_t {};
struct f8e5m2_t {};
struct f8e4m3fnuz_t {};
struct f8e5m2fnuz_t {};

template <typename T> constexpr DType dtype_of() {
  using U = std::remove_cv_t<T>;
  if constexpr (std::is_same_v<U, float>) return f32;
  else if constexpr (std::is_same_v<U, bf16_t>) return bf16;
  else if constexpr (std::is_same_v<U, f16_t>) return f16;
  else if constexpr (std::is_same_v<U, f8e4m3_t>) return f8e4m3;
  else if constexpr (std::is_same_v<U, f8e5m2_t>) return f8e5m2;
  else if constexpr (std::is_same_v<U, f8e4m3fnuz_t>) return f8e4m3fnuz;
  else if constexpr (std::is_same_v<U, f8e5m2fnuz_t>) return f8e5m2fnuz;
  else if constexpr (std::is_same_v<U, bool>) return i1;
  else if constexpr (std::is_same_v<U, int8_t>) return i8;
  else if constexpr (std::is_same_v<U, int16_t>) return i16;
  else if constexpr (std::is_same_v<U, int32_t>) return i32;
  else if constexpr (std::is_same_v<U, int64_t>) return i64;
  else if constexpr (std::is_same_v<U, uint32_t>) return u32;
  else static_assert(sizeof(T) == 0, "no gfxtile dtype for this C++ type");
}

struct KernelOptions {
  int waves = 4;         // waves per workgroup; layouts default to this many
  int vgpr_budget = 0;   // VGPRs per lane the kernel may use (0: the target's limit); more spills
  // f32 add, sub, mul, fma, and the fast SiLU / sigmoid around their exp and rcp, on pairs of
  // registers as one <2 x float> operation: v_pk_*_f32 (two lanes' worth per instruction) on
  // targets with packed FP32 (gfx942, gfx950, gfx1250); the same IEEE results element by element.
  bool packed_f32 = false;
  // LLVM AMDGPU's straight-line scalar passes before instruction selection (constant offsets
  // split from addresses, straight-line strength reduction, GVN, n-ary reassociation). false
  // skips them for this kernel only: where they change nothing they cost compile time (GDN WY:
  // the same code on gfx942 / gfx950, a third of LLVM's time on gfx1250), and on a few kernels
  // the code is faster without them. LLVM IR states it with the function attribute
  // "gfxtile-straight-line-scalar-passes"="false" (lowering/codegen.h).
  bool straight_line_scalar_passes = true;
  // LLVM's O1 IR pipeline at O2 / O3 (SROA, early CSE, instcombine, LICM, full unrolling, the
  // AMDGPU attributor; not GVN, the vectorisers, partial unrolling): for kernels whose code the
  // O3 additions do not change, where they cost compile time (GDN WY: the same code on all three
  // targets, gfx1250's IR pipeline 80 -> 55 ms). LLVM IR states it with the function attribute
  // "gfxtile-ir-pipeline"="simplification" (lowering/codegen.h).
  bool simplification_pipeline = false;
  // LLVM's post-register-allocation machine scheduler. false leaves it out for this kernel only
  // (skipped through the module's LLVMContext pass gate): it reorders the allocated code for
  // latency, and on a large kernel costs compile time beyond what it gains (GDN WY on gfx1250,
  // 484 VGPRs: 25-30 ms of a ~260 ms cold compile for 0.7% of its modelled time). LLVM IR states
  // it with the function attribute "gfxtile-post-allocation-scheduler"="false" (lowering/codegen.h).
  bool post_allocation_scheduler = true;
};

struct ArgOptions {
  // Integers: the value is a multiple of this (lets loads vectorise across it). Pointers: the
  // address is aligned to this many bytes.
  int64_t divisible_by = 0;  // 0: 16 for pointers, 1 for integers
  // Const pointers: nothing writes the memory they reach while the kernel runs (neither this
  // kernel through another argument nor anyone else), as host-built index tables. Their loads
  // carry LLVM's !invariant.load: uniform ones become scalar loads even inside loops that store,
  // and any may move across stores. A false promise gives stale reads.
  bool invariant = false;
};

class KernelBuilder {
 public:
  explicit KernelBuilder(std::string name, TargetId target = {}, KernelOptions options = {},
                         std::source_location location = std::source_location::current());
  ~KernelBuilder();
  KernelBuilder(const KernelBuilder&) = delete;
  KernelBuilder& operator=(const KernelBuilder&) = delete;

  // A named argument: T is a C++ scalar (float, int32_t, ...) or a pointer to one; pointers to
  // const are read-only.
  template <typename T>
  Tensor arg(const std::string& name, ArgOptions options = {},
             std::source_location location = std::source_location::current()) {
    if constexpr (std::is_pointer_v<T>)
      return add_argument(name, dtype_of<std::remove_pointer_t<T>>().pointer_to(),
                          std::is_const_v<std::remove_pointer_t<T>>, options, location);
    else
      return add_argument(name, dtype_of<T>(), false, options, location);
  }
  Tensor arg(const std::string& name, DType dtype, bool read_only = false, ArgOptions options = {},
             std::source_location location = std::source_location::current()) {
    return add_argument(name, dtype, read_only, options, location);
  }

  // Finishes the kernel: verifies it and hands the IR over (the builder is then empty).
  Kernel build(std::source_location location = std::source_location::current());

  const TargetId& target() const { return kernel_.target; }
  const std::string& name() const { return kernel_.name; }

  // The builder that DSL calls on this thread add ops to. Throws when there is none.
  static KernelBuilder& current(const std::source_location& location);

  // For the DSL's own functions.
  [[noreturn]] void error(const std::source_location& location, const std::string& op, const std::string& message) const;
  Kernel& kernel() { return kernel_; }
  const Type& type(ValueId value) const { return kernel_.type(value); }
  Op& emit(OpKind kind, std::vector<ValueId> operands, std::vector<Type> results,
           std::vector<std::pair<std::string, Attribute>> attributes, const std::source_location& location);
  Tensor emit_value(OpKind kind, std::vector<ValueId> operands, Type result,
                    std::vector<std::pair<std::string, Attribute>> attributes, const std::source_location& location);
  Tensor handle(ValueId value) { return Tensor(this, value); }

  void for_range(const Operand& begin, const Operand& end, const Operand& step, const std::function<void(Tensor)>& body,
                 const std::source_location& location);
  void if_(const Operand& condition, const std::function<void()>& then_body, const std::function<void()>& else_body,
           const std::source_location& location);
  void while_(const std::function<Tensor()>& condition, const std::function<void()>& body,
              const std::source_location& location);

 private:
  friend class Tensor;
  Tensor add_argument(const std::string& name, DType dtype, bool read_only, ArgOptions options,
                      const std::source_location& location);
  struct Saved {
    Tensor* handle;
    ValueId before;
    ValueId placeholder;
  };
  std::vector<Saved> snapshot();
  void invalidate_created_after(uint64_t sequence);

  Kernel kernel_;
  std::vector<Block*> insertion_;  // innermost block last
  std::map<uint64_t, Tensor*> live_;
  uint64_t next_sequence_ = 1;
  KernelBuilder* previous_ = nullptr;
  LayoutDefaults previous_defaults_;
  bool built_ = false;
};

// Structured control flow. Tensor variables declared outside and assigned inside the body
// become loop-carried values / branch results; their type (dtype, shape, layout) must not change.
void for_range(const Operand& begin, const Operand& end, const std::function<void(Tensor)>& body,
               std::source_location location = std::source_location::current());
void for_range(const Operand& begin, const Operand& end, const Operand& step, const std::function<void(Tensor)>& body,
               std::source_location location = std::source_location::current());
void if_(const Operand& condition, const std::function<void()>& then_body,
         const std::function<void()>& else_body = nullptr,
         std::source_location location = std::source_location::current());
void while_(const std::function<Tensor()>& condition, const std::function<void()>& body,
            std::source_location location = std::source_location::current());

}  // namespace gfxtile
