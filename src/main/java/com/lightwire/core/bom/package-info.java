/**
 * Bill of materials with cost and power: quantities of an OCS cluster design and of an electrical Clos reference of
 * the same GPU count, priced from an editable {@link com.lightwire.core.bom.Catalog} (ADR 0003).
 */
package com.lightwire.core.bom;
