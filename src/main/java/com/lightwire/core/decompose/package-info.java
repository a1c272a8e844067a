/** Matrix decompositions of Theorems 3.1 and 3.2: symmetric split, proportional bisection, balanced peeling. */
package com.lightwire.core.decompose;
