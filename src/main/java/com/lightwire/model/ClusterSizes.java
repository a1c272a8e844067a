package com.lightwire.model;

/**
 * Every size derived from the radixes and the pod count (Cross Wiring digest §1.3). Products are computed in
 * {@code long} (radixes up to 2^16 multiply past the {@code int} range), so no size overflows.
 *
 * @param pods                P
 * @param leavesPerPod        {@code K_spine / tau}
 * @param spinesPerPod        {@code H = K_leaf / tau}
 * @param gpusPerPod          {@code K_leaf * K_spine / tau}
 * @param gpus                {@code P * gpusPerPod}
 * @param ocsGroups           H
 * @param ocsPerGroup         {@code K_spine}, or {@code K_spine/2} for two-link
 * @param totalOcs            {@code H * ocsPerGroup}, independent of P
 * @param portsUsedPerOcs     ingress ports used on each OCS (and as many egress ports)
 * @param maxPods             {@code K_ocs}, or {@code K_ocs/2} for two-link
 * @param maxGpus             {@code maxPods * gpusPerPod}
 * @param duplexCables        spine-to-OCS duplex cables, one per spine OCS-facing port: {@code P * H * K_spine}
 * @param splitCables         cables split into two simplex legs (Cross Wiring only)
 * @param leafSpineLinksPerPod {@code K_leaf * K_spine / tau}
 */
public record ClusterSizes(int pods, int leavesPerPod, int spinesPerPod, long gpusPerPod, long gpus, int ocsGroups,
                           int ocsPerGroup, long totalOcs, long portsUsedPerOcs, int maxPods, long maxGpus,
                           long duplexCables, long splitCables, long leafSpineLinksPerPod) {

    public static ClusterSizes of(FabricParams params, int pods, WiringScheme scheme) {
        int h = params.spinesPerPod();
        long gpusPerPod = params.gpusPerPod();
        int ocsPerGroup = scheme.ocsPerGroup(params.kSpine());
        int maxPods = params.kOcs() / scheme.portsPerPodOnOcs();
        long cables = (long) pods * h * params.kSpine();
        return new ClusterSizes(pods, params.leavesPerPod(), h, gpusPerPod, pods * gpusPerPod, h,
                ocsPerGroup, (long) h * ocsPerGroup, (long) pods * scheme.portsPerPodOnOcs(), maxPods,
                maxPods * gpusPerPod, cables, scheme == WiringScheme.CROSS ? cables : 0,
                (long) params.leavesPerPod() * h * params.tau());
    }
}
