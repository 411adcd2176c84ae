define void @broken( {
