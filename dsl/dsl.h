#pragma once
// What a kernel author includes: the kernel builder, tensors and their operators, layouts and
// every DSL function. See docs/dsl.md.

#include "dsl/async.h"     // IWYU pragma: export
#include "dsl/builder.h"   // IWYU pragma: export
#include "dsl/dot.h"       // IWYU pragma: export
#include "dsl/dtype.h"     // IWYU pragma: export
#include "dsl/ir.h"        // IWYU pragma: export
#include "dsl/layout.h"    // IWYU pragma: export
#include "dsl/lds_layout.h"  // IWYU pragma: export
#include "dsl/mma_layout.h"  // IWYU pragma: export
#include "dsl/tensor.h"    // IWYU pragma: export
#include "dsl/tensor_descriptor.h"  // IWYU pragma: export
